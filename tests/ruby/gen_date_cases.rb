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
when 'parse'
  # Time.parse(str, now) with ENV['TZ'] = zone, now = 2017-08-17 12:34:56.789 UTC; and Liquid's to_date
  # (downcase, "now"/"today", digit strings as epoch seconds) for the same strings
  now = Time.at(1502973296, 789000000, :nsec)
  strs = ['2017-08-17', '2017-08-17 12:00:00 -0700', '2017-08-17T12:00:00Z', '2017-08-17T12:00:00.123+02:00',
    '2017-08-17T12:00:00.5', '2017-08-17 12:00', '2017-08-17 12:00:00 +0530', 'Aug 17, 2017', 'August 17 2017',
    'August 17, 2017 10:00 pm', '17 Aug 2017 12:00', '17 August 2017', '17th August 2017', 'Thu, 17 Aug 2017 12:00:00 +0000',
    'Thu, 17 Aug 2017 12:00:00 GMT', 'Thu, 17 Aug 2017 12:00:00 PDT', 'Thu, 17 Aug 2017 12:00:00 EST',
    'Thu, 17 Aug 2017 12:00:00 -0000', 'Thu Aug 17 12:00:00 2017', 'Thu Aug 17 12:00:00 UTC 2017', '2017/08/17', '2017/8/7 9:05',
    '2017.08.17', '17.08.2017', '17-08-2017', '08/17/2017', '17/08/2017', '8/17', 'Aug 17', '17 Aug', 'August', 'Aug 2017',
    '12:00', '12:00:30', '5pm', '5 pm', '5:30 a.m.', '12am', '12pm', '12:30 AM', '2017-08-17 12:00 PM',
    '20170817', '20170817T120000', '20170817T120000Z', '20170817120000', '170817', '2017', '17', "'17", '2017-229',
    '2017-W33-4', '--08-17', '2017-02-30', '2017-02-32', '2017-13-01', '2017-08-17 25:00', '2017-08-17 24:00',
    '2017-08-17 24:30', '2017-08-17 12:60', '2017-08-17 12:00:60', '99-08-17', '68-08-17', '69-08-17', '0017-08-17',
    '-2017-08-17', '10 BC', 'Aug 17, 2017 BC', 'hello', '', 'now', 'today', 'Today', 'NOW', '1502973296', '0', '-5',
    '1.5', 'tomorrow', 'yesterday', 'next week', '2017-08-17 12:00 CEST', '2017-08-17 12:00 IST', '2017-08-17 12:00 +7',
    '2017-08-17 12:00 +07', '2017-08-17 12:00 +0700', '2017-08-17 12:00 UTC+7', '2017-08-17 12:00 z', '2017-08-17 12:00 utc',
    '2017-08-17T12:00:00-07:00', '2017-08-17T12:00:00+05:45', '  2017-08-17  ', '2017-08-17 garbage', 'x 2017-08-17 y',
    'Sat, 12 Mar 2016 02:30:00', '2016-03-13 02:30:00', '2016-11-06 01:30:00', 'Jan 1', 'Dec 31 1999 23:59:59',
    '1/2/3', '2017-8-7', '2017-08-17 12:00:00.123456789123', 'Thursday', 'mon', 'Monday 10am', '10am Monday',
    '12h30', '12h', '1999-12-31T23:59:59.999Z', '2017-08-17 pst', '2017-08-17 12:00 pst', '2017-08-17 12:00 Pacific Standard Time',
    '2017-08-17 12:00 eastern daylight time', '2017-08-17T12:00+0100', '2017-08-17 12:00:00 +01:00:30',
    '2017-08-17' + ' ' * 118, '2017-08-17' + ' ' * 119, '2017-08-17 12:00:00 -0700' + 'x' * 104,
    # found by comparing random strings with Ruby: hour/day carries of time.rb apply_offset, offsets of a day or more
    'Sepbc121h-07:00', '+0700+0700--', '31-30', '0202hm,am', "W33hw/Sepaug'31", '31hs.', 'mpm[13-30-',
    '2017-08-31 23:30 -01:00', '2017-12-31 23:00 -02:00', '2017-01-01 00:30 +01:00', '2017-03-01 00:00 +00:30']
  zone = ENV['TZ'] || 'UTC'
  strs.each do |s|
    r = begin
      t = Time.parse(s, now)
      "#{t.to_i}LL, #{t.nsec}, #{t.utc_offset}, true"
    rescue ArgumentError
      '0, 0, 0, false'
    end
    l = begin
      o = s.empty? ? nil : s.downcase
      t = case o
          when 'now', 'today' then now
          when /\A\d+\z/ then Time.at(o.to_i)
          when String then Time.parse(o, now)
          end
      t ? "#{t.to_i}LL, #{t.nsec}, #{t.utc_offset}, true" : '0, 0, 0, false'
    rescue ArgumentError
      '0, 0, 0, false'
    end
    puts "    {#{c_str(zone)}, #{c_str(s)}, #{r}, #{l}},"
  end
when 'liquid-date'
  # ruby-liquid 5.4: {{ x | date: f }} with ENV['TZ'] = zone (run once per zone), strings only (the filter's
  # "now" case is left out: it depends on the clock)
  require 'liquid'
  inputs = ['2017-08-17T12:00:00Z', '2017-08-17 12:00:00 -0700', '2017-08-17', 'Aug 17, 2017 10:00 pm', '1502971200',
            'Thu, 17 Aug 2017 12:00:00 GMT', '2017-08-17 12:00 UTC', '2017-08-17 12:00 -00:00', 'not a date', '',
            '2017-01-05 08:09:10.5 +05:30']
  fmts = ['%Y-%m-%d %H:%M:%S %z %Z', '%a, %d %b %Y %H:%M:%S %z', '%-d %B %Y %-I:%M %P %Z', '%s %N %:z', '']
  zone = ENV['TZ'] || 'UTC'
  inputs.each do |x|
    fmts.each do |f|
      out = Liquid::Template.parse('{{ x | date: f }}').render('x' => x, 'f' => f)
      puts "    {#{c_str(zone)}, #{c_str(x)}, #{c_str(f)}, #{c_str(out)}},"
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
