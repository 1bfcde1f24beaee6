// Preloaded by bench/site.mjs (node --require): writes the process's peak resident set size, in
// bytes, to the file $PEAK_RSS_FILE when it exits.
'use strict';
process.on('exit', () => {
  require('node:fs').writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS * 1024));
});
