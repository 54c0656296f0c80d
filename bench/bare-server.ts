/** The HTTP ceiling: a bare Fastify route returning a constant. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/constant', async () => ({ status: 'ok' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
