# Prints what ruby-liquid 5.4 renders for the Liquid inputs of tests/unit/test_fuzz_found.c (the expected values
# pasted there): `ruby tests/ruby/gen_fuzz_found.rb`.
require "liquid"
[
  '{% for n in (55555555555555555555555555555555555555555555555555..1) %}x{% endfor %}|',
  '{% tablerow n in (5555555555555555555555555555555555555555555555554..2) %}{{ n }}{% endtablerow %}',
  "{% assign a = '1,2' | split: ',' %}{{ a[1e300] }}|{{ a[-1e300] }}",
].each do |src|
  begin
    p Liquid::Template.parse(src).render
  rescue => e
    p e
  end
end
