// `npm run serve -w <app>`: serves the built app of the workspace it is run from.
import path from 'node:path';
import { serveApp } from './serve-app';

const folder = path.basename(process.cwd());
const server = await serveApp(folder);
const address = server.address();
const port = typeof address === 'object' && address ? address.port : '?';
console.log(`${folder} serving on http://localhost:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
