# Prints the cases of tests/unit/test_date.c with Ruby 3.1's results, as C initialisers.
#   ruby tests/ruby/gen_date_cases.rb strftime | zones | local | date | parse
require 'date'
require 'time'

def c_str(s)
  '"' + s.b.gsub(/[\\"]/) { |m| '\\' + m }.gsub("\n", '\\n').gsub("\t", '\\t')
         .gsub(/[^\x20-\x7e]/n) { |m| format('\\%03o', m.ord) } + '"'
end

FORMATS = ['%Y-%m-%d %H:%M:%S %z', '%a %A %b %B %h', '%^a %^A %^b %^B %#a %#b %#B %#A', '%d %e %-d %_d %0e %-e %3d %_3e',
  '%j %-j %_j %5j', '%H %k %I %l %-H %-k %-I %-l %_H %0k %0l', '%p %P %#p %#P %^p %^P %10p %-10P %_3P %010P',
  '%M %S %-M %-S %_M %_S %4M', '%L %N %3N %6N %9N %12N %-N %_N %05N %0L %6L %-L %-10N %010N', '%s %10s %-s %_15s',
  '%z %:z %::z %:::z %-z %_z %10z %_10z %-10z %012z %3z %6z %-:z %_:z %_::z %-::z %-:::z %_:::z %10:::z %^z',
  '%Z %#Z %^Z %-Z %10Z %_10Z %-3Z', '%C %y %-y %_y %3y %_C %-C %3C %Y %_Y %-Y %6Y %_6Y', '%U %W %V %G %g %u %w',
  '%c|%x|%X|%D|%F|%T|%R|%r|%v', '%10c|%-10c|%^c|%#c|%^x|%10v|%10D|%5F|%-F|%^r|%30c|%_30c|%030c',
  '%n%t%%|%5%|%5n|%-5t|%10%', '%+|%Q|%E|%Ey|%EY|%Ex|%O|%Od|%Oq|%OY|%EC|%Oe|%Ec|%E5d|%5Ed',
  '%:a|%::x|%::::z|%:10z|%3:z|%-_5d|%_-5d|%0_5d|%_05d|%^#b|%#^b|%-^b|%5-d|%^5b|%^-5a|%ll|%q|%i|%J|%K|%o',
  "a\0b%d%\0d", '%-m/%-d/%Y', '%B %-d, %Y', '%b %d, %Y at %I:%M %p', '%Y-%m-%dT%H:%M:%S%:z',
  '%a, %d %b %Y %H:%M:%S %z', '%d %b %Y', '%e %B %Y', 'plain text, no directives', '']

TIMES = [
  Time.at(1502971200, 123456789, :nsec).getlocal('-07:00'),
  Time.at(1502971200, 5, :nsec).utc,
  Time.at(0).utc,
  Time.at(-1, 999999999, :nsec).utc,
  Time.at(1483228800).getlocal('+05:30'),
  Time.at(1483228800).getlocal('-00:30'),
  Time.at(1483228800).getlocal('+05:45'),
  Time.at(1483228800).getlocal('-09:30:15'),
  Time.at(1483228800).getlocal('+14:00'),
  Time.utc(5, 1, 1), Time.utc(-5, 1, 1), Time.utc(12345, 6, 7, 23, 59, 59), Time.utc(-123, 12, 31),
  Time.utc(2016, 1, 1), Time.utc(2010, 1, 3), Time.utc(2008, 12, 29), Time.utc(2020, 12, 31, 12, 0, 0),
  Time.utc(2021, 1, 1, 0, 0, 1), Time.utc(1969, 12, 31, 23, 59, 59), Time.utc(2000, 2, 29, 13, 1, 2),
  Time.utc(1900, 3, 1), Time.utc(2024, 12, 30), Time.utc(2027, 1, 3),
]

case ARGV[0]
when 'strftime'
  TIMES.each do |t|
    FORMATS.each do |f|
      r = begin
        t.strftime(f)
      rescue ArgumentError
        nil
      end
      zone = t.zone.nil? ? 'NULL' : c_str(t.zone)
      puts "    {#{t.to_i}LL, #{t.nsec}, #{t.utc_offset}, #{zone}, #{c_str(f)}, #{r ? c_str(r) : 'NULL'}},"
    end
  end
  ['%', '%5', '%-', 'a%', '%_5', '%:', '%::', '%E', '%^', 'x%10'].each do |f|
    t = TIMES[0]
    r = begin
      t.strftime(f)
    rescue ArgumentError => e
      'ERR ' + e.message
    end
    puts "    {#{t.to_i}LL, #{t.nsec}, #{t.utc_offset}, NULL, #{c_str(f)}, #{c_str(r)}},"
  end
when 'date'
  # (Ruby's Date is Julian before 1582-10-15; sitepub is proleptic Gregorian throughout, so no earlier dates here)
  [Date.new(2017, 8, 17), Date.new(1600, 1, 1), Date.new(2020, 2, 29), Date.new(1969, 12, 31)].each do |d|
    FORMATS.each do |f|
      puts "    {#{d.year}, #{d.month}, #{d.day}, #{c_str(f)}, #{c_str(d.strftime(f))}},"
    end
    ['%', '%5', '%-'].each { |f| puts "    {#{d.year}, #{d.month}, #{d.day}, #{c_str(f)}, #{c_str(d.strftime(f))}}," }
  end
when 'zones'
  # instants around transitions and far from the table (POSIX footer rules), shown in each zone
  zones = {
    'America/Los_Angeles' => [Time.utc(2017, 3, 12, 9, 59, 59), Time.utc(2017, 3, 12, 10), Time.utc(2017, 11, 5, 8, 59, 59),
                              Time.utc(2017, 11, 5, 9), Time.utc(2017, 8, 17, 19), Time.utc(1850, 1, 1), Time.utc(1944, 6, 6),
                              Time.utc(2050, 7, 1), Time.utc(2100, 3, 14, 10), Time.utc(2100, 3, 14, 9, 59, 59),
                              Time.utc(2400, 11, 7, 9), Time.utc(1970, 1, 1)],
    'Asia/Kolkata' => [Time.utc(2017, 8, 17), Time.utc(1942, 9, 1), Time.utc(1900, 1, 1), Time.utc(2090, 1, 1)],
    'Europe/Paris' => [Time.utc(2017, 3, 26, 0, 59, 59), Time.utc(2017, 3, 26, 1), Time.utc(2017, 10, 29, 0, 59, 59),
                       Time.utc(2017, 10, 29, 1), Time.utc(2077, 7, 14)],
    'Europe/Dublin' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2090, 1, 15), Time.utc(2090, 7, 15)],
    'Australia/Lord_Howe' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2080, 1, 15), Time.utc(2080, 7, 15)],
    'Australia/Sydney' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2080, 4, 6, 15, 59, 59), Time.utc(2080, 4, 6, 16)],
    'America/St_Johns' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2080, 7, 15)],
    'Pacific/Chatham' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2080, 1, 15)],
    'America/Sao_Paulo' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2080, 1, 15)],
    'Africa/Casablanca' => [Time.utc(2017, 1, 15), Time.utc(2017, 7, 15), Time.utc(2030, 1, 15)],
    'UTC' => [Time.utc(2017, 1, 15)],
    'Etc/GMT+5' => [Time.utc(2017, 1, 15)],
  }
  zones.each do |z, ts|
    ENV['TZ'] = z
    ts.each do |t|
      l = Time.at(t.to_i)
      puts "    {#{c_str(z)}, #{t.to_i}LL, #{l.utc_offset}, #{c_str(l.strftime('%Y-%m-%d %H:%M:%S %Z %z'))}},"
    end
  end
when 'local'
  # Time.local (wall time -> instant) with ENV['TZ'], including skipped and repeated wall times
  cases = {
    'America/Los_Angeles' => [[2017, 3, 12, 1, 59, 59], [2017, 3, 12, 2, 0, 0], [2017, 3, 12, 2, 30, 0], [2017, 3, 12, 3, 0, 0],
                              [2017, 11, 5, 0, 59, 59], [2017, 11, 5, 1, 0, 0], [2017, 11, 5, 1, 30, 0], [2017, 11, 5, 2, 0, 0],
                              [2017, 8, 17, 12, 0, 0], [2100, 3, 14, 2, 30, 0], [2100, 11, 7, 1, 30, 0], [1850, 1, 1, 0, 0, 0]],
    'Europe/Paris' => [[2017, 3, 26, 2, 30, 0], [2017, 10, 29, 2, 30, 0], [2017, 10, 29, 3, 0, 0]],
    'Asia/Kolkata' => [[2017, 8, 17, 12, 0, 0], [1945, 10, 14, 23, 30, 0]],
    'Australia/Lord_Howe' => [[2017, 4, 2, 1, 45, 0], [2017, 10, 1, 2, 15, 0]],
    'Europe/Dublin' => [[2017, 3, 26, 1, 30, 0], [2017, 10, 29, 1, 30, 0]],
  }
  cases.each do |z, list|
    ENV['TZ'] = z
    list.each do |a|
      t = Time.local(*a)
      puts "    {#{c_str(z)}, #{a.join(', ')}, #{t.to_i}LL, #{t.utc_offset}},"
    end
  end
end
