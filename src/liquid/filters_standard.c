/* Liquid's standard filters (Liquid 5 StandardFilters), with Ruby semantics. */
#include "liquid/filter.h"

const sp_filter_def sp_liquid_standard_filters[] = {
    {NULL, NULL, 0, 0},
};
