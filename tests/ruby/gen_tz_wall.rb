# Regenerates tests/data/tz/{instants,wall}.txt from Ruby with the installed tzdata:
#   ruby tests/ruby/gen_tz_wall.rb instants > tests/data/tz/instants.txt
#   ruby tests/ruby/gen_tz_wall.rb wall > tests/data/tz/wall.txt
dir = '/usr/share/zoneinfo'
zones = Dir.glob('**/*', base: dir).select { |f| File.file?(File.join(dir, f)) }
           .reject { |f| f =~ /\A(posix|right)\/|\A(posixrules|Factory|localtime)\z|\.(tab|zi|list)\z|leap|tzdata|SECURITY|iso3166|zone/ }
           .select { |f| File.binread(File.join(dir, f), 4) == 'TZif' }.sort
case ARGV[0]
when 'instants'
  puts "# Ruby 3.1 with tzdata 2025b: ENV['TZ'] = zone; t = Time.at(sec) -> zone sec utc_offset zone_abbreviation (tests/unit/test_date.c test_all_zones)"
  zones.each do |z|
    ENV['TZ'] = z
    [-2208988800, 0, 946684800, 1502971200, 1700000000].each do |t|
      tm = Time.at(t)
      puts "#{z} #{t} #{tm.utc_offset} #{tm.zone}"
    end
  end
when 'wall'
  puts "# Ruby 3.1 with tzdata 2025b: ENV['TZ'] = zone; t = Time.local(y, m, d, h, mi, s) -> zone y m d h mi s t.to_i t.utc_offset, wall times within 2h of every 2017 transition"
  zones.each do |z|
    ENV['TZ'] = z
    t = Time.utc(2017, 1, 1).to_i
    e = Time.utc(2018, 1, 1).to_i
    prev = Time.at(t).utc_offset
    while t < e
      t2 = t + 3600
      o = Time.at(t2).utc_offset
      if o != prev
        lo, hi = t, t2
        while hi - lo > 1
          mid = (lo + hi) / 2
          if Time.at(mid).utc_offset == prev then lo = mid else hi = mid end
        end
        (-8..8).each do |k|
          wall = Time.at(hi + prev + k * 900).utc
          l = Time.local(wall.year, wall.mon, wall.day, wall.hour, wall.min, wall.sec)
          puts "#{z} #{wall.year} #{wall.mon} #{wall.day} #{wall.hour} #{wall.min} #{wall.sec} #{l.to_i} #{l.utc_offset}"
        end
        prev = o
      end
      t = t2
    end
  end
end
