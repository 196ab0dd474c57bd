# sample.R: R
library(ggplot2)
suppressPackageStartupMessages(library(dplyr))

#' Summarise a data frame
#' @param df a data frame
summarise_posts <- function(df, by = "year", na.rm = TRUE, ...) {
  stopifnot(is.data.frame(df), nrow(df) > 0L)
  df %>%
    mutate(year = as.integer(format(date, "%Y"))) %>%
    group_by(.data[[by]]) %>%
    summarise(n = n(), words = mean(words, na.rm = na.rm), .groups = "drop") %>%
    arrange(desc(n))
}

posts <- data.frame(
  title = c("Hello", "World", 'Third'),
  date = as.Date(c("2024-01-15", "2023-06-01", "2024-03-10")),
  words = c(120, NA, 3.5e2),
  stringsAsFactors = FALSE
)
x <- 1:10
y = x^2 + rnorm(length(x), mean = 0, sd = 0.5)
z <<- TRUE
fit <- lm(y ~ x + I(x^2), data = data.frame(x, y))
summary(fit)$r.squared -> r2
if (r2 > 0.9 && !is.na(r2)) {
  message(sprintf("good fit: %.3f", r2))
} else if (is.null(r2) || r2 %in% c(0, 1)) {
  warning("odd")
} else {
  stop("bad fit")
}
for (i in seq_len(3)) print(i)
while (FALSE) next
repeat { break }
sq <- sapply(x, function(v) v * v)
f <- \(a, b = 2L) a %% b + a %/% b
m <- matrix(1:6, nrow = 2, byrow = TRUE); m[1, ] ; m[[1]]
l <- list(a = 1, `odd name` = "x", b = NULL, c = NaN, d = Inf, e = -Inf, h = 0x10L, i = 1i)
ggplot(posts, aes(x = date, y = words)) + geom_point(colour = "steelblue") + theme_minimal()
.hidden <- 'dot name'; ..1; ...
