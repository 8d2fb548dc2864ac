// The harness (scripts/examples/run.mjs) rewrites this file in each recipe's folder so that the
// recipe's own app files are bundled. Every bundle registers two images with scale variants
// (one in src/remote-images, the folder the remote-assets examples send to a CDN) and loads
// one chunk.
require('./images/banner.png');
require('./remote-images/banner.png');
import('./Lazy');
