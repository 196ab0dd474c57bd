#!/usr/bin/perl
# sample.pl: Perl
use strict;
use warnings;
use utf8;
use File::Basename qw(basename dirname);
use POSIX qw(strftime);
use Getopt::Long;

our $VERSION = '0.1.0';
my %opt = (jobs => 2, verbose => 0);
GetOptions(\%opt, 'jobs=i', 'verbose+', 'output|o=s') or die "bad options\n";

my @posts = map { { title => $_, date => time } } qw(hello world third);
my $count = scalar @posts;
my $ref = \@posts;
my @sorted = sort { $b->{date} <=> $a->{date} || $a->{title} cmp $b->{title} } @posts;

sub slugify {
    my ($s) = @_;
    $s = lc $s;
    $s =~ s/[^a-z0-9]+/-/g;
    $s =~ s/^-|-$//g;
    return $s;
}

foreach my $p (@sorted) {
    printf "%-20s %s\n", $p->{title}, slugify($p->{title});
}

for (my $i = 0; $i < $count; $i++) {
    next if $i % 2;
    last unless defined $posts[$i];
}

while (my $line = <STDIN>) {
    chomp $line;
    if ($line =~ m{^(\d{4})-(\d\d)-(\d\d)$}x) {
        print "date: $1/$2/$3\n";
    } elsif ($line =~ /^#/) {
        next;
    } else {
        my @fields = split /\s*,\s*/, $line;
        print join("|", @fields), "\n";
    }
}

my $text = <<"END";
Heredoc with $count posts and @{[ scalar @posts ]}
END
my $raw = <<'END';
No $interpolation here
END
my $str = q{single {nested} braces} . qq(double ($count) parens) . q[brackets] . qq<angle>;
my @words = qw/alpha beta gamma/;
my $re = qr/\bperl\b/i;
(my $copy = $str) =~ tr/a-z/A-Z/;
my $hex = 0xFF; my $oct = 0755; my $bin = 0b1010; my $f = 1.5e-3; my $big = 1_000_000;
my %h = (one => 1, 'two' => 2, "three" => 3);
while (my ($k, $v) = each %h) { print "$k=$v\n" }
open(my $fh, '<', $opt{output} // '/dev/null') or die "cannot open: $!";
local $/ = undef;
my $content = <$fh>;
close $fh;
print STDERR strftime("%Y-%m-%d", localtime), " ", basename($0), "\n" if $opt{verbose};
exit 0;

__END__
=head1 NAME

sample - a Perl sample
