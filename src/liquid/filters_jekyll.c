/* Jekyll 4.3's Liquid filters (Jekyll::Filters, URLFilters, DateFilters, GroupingFilters). */
#include "liquid/filter.h"

const sp_filter_def sp_liquid_jekyll_filters[] = {
    {NULL, NULL, 0, 0},
};
