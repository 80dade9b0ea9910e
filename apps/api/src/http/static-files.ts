/**
 * The web app's built files (`WEB_DIST`): each sent as the build compressed it when the browser takes that
 * encoding (`x.js.br` at brotli 11, `x.js.gz` at gzip 9, written by apps/web/vite.config.mts), else as it is.
 *
 * express-static-gzip (3.x, on serve-static 2 as Express 5's own express.static; Node 20+; no React
 * involved) looks for the compressed copies once, when the app starts, and sends one with its
 * Content-Encoding, the original's Content-Type and `Vary: Accept-Encoding`; compression (compression.ts)
 * leaves an answer that is already encoded alone. Before, each file was compressed again for every request
 * at compression's defaults (brotli 4): the map's MapLibre script (1.25 MB) cost ~21 ms of CPU each time it
 * was sent, and the built files were ~16 % larger on the wire than at brotli 11 (3.75 MB against 3.15 MB for
 * the whole build). A file built after the start (a development rebuild) has no copy in that list and is
 * compressed per request as before.
 */
import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** A year and immutable for the hashed files under assets/, an hour for the rest (icons, images). */
export function staticFiles(webDist: string): RequestHandler {
  return expressStaticGzip(webDist, {
    enableBrotli: true,
    // The server's choice when the browser takes both (Chromium sends "gzip, deflate, br, zstd").
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    },
  }) as RequestHandler;
}
