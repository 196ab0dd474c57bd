# the static files' modification times (StaticFile#modified_time, the sitemap's <lastmod>)
touch -d '2021-03-04 05:06:07 UTC' docs/static.html
touch -d '2022-12-31 23:59:59 UTC' docs/manual.pdf
