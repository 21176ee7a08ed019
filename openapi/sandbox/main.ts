/** `npm run sandbox`: the sandbox BFF on SANDBOX_PORT (default 4010), loopback only. */
import { startSandbox } from './server.ts';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const sandbox = await startSandbox({ port, host: '127.0.0.1' });
console.log(
  `sandbox BFF listening on ${sandbox.url} (pendingMs ${sandbox.config.pendingMs}${sandbox.config.strict ? ', strict' : ''}, clock ${new Date(sandbox.now()).toISOString()})`,
);

const stop = () => {
  void sandbox.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
