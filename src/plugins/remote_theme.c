/* jekyll-remote-theme: enabling it makes `remote_theme:` name the site's theme. A theme is a lower layer of the
 * site's source, which the site module owns (src/site/remote_theme.c fetches and layers it); this table only
 * lets `plugins:` and the Gemfile name the gem. */
#include "plugins/plugins_int.h"

const sp_plugin sp_plugin_remote_theme = {
    .name = "jekyll-remote-theme",
    .version = "0.4.3",
};
