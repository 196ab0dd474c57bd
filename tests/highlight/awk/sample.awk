#!/usr/bin/awk -f
# sample.awk: summarise a CSV of posts (title,date,words)
BEGIN {
    FS = ","
    OFS = "\t"
    total = 0
    print "title", "year", "words"
}

NR == 1 { next }            # skip the header
/^#/ || NF < 3 { next }     # comments and short lines

{
    gsub(/^[ \t]+|[ \t]+$/, "", $1)
    split($2, d, "-")
    year = d[1] + 0
    words[year] += $3
    count[year]++
    total += $3
    if (length($1) > longest) { longest = length($1); longest_title = $1 }
    printf "%-30s %4d %6d\n", substr($1, 1, 30), year, $3
}

$3 ~ /^[0-9]+$/ && $3 > 1000 { long_posts++ }

function avg(sum, n) {
    return n ? sum / n : 0
}

END {
    for (y in words)
        printf "%d: %d posts, %.1f words on average\n", y, count[y], avg(words[y], count[y]) | "sort"
    close("sort")
    print "total words:", total, "long posts:", long_posts + 0
    print "longest title:", longest_title > "/dev/stderr"
    while ((getline line < "extra.txt") > 0) n++
    exit (total > 0 ? 0 : 1)
}
