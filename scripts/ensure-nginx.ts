/** The browser tests' `nginx` project runs Debian's nginx: installed when a fresh machine lacks it (scripts/nginx/run.ts). */
import { BROTLI_STATIC_MODULE, NGINX, ensureNginx } from './nginx/run';

ensureNginx();
console.log(`nginx: ${NGINX} (brotli static module: ${BROTLI_STATIC_MODULE})`);
