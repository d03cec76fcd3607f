// A bare Fastify "hello" route: the ceiling of requests per second on this machine for the
// api's stack. Its own process, as the api's is, so the load generator never shares its thread.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
