import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { createServer } from './server';

/** Boot: env -> database -> migrate -> app -> listen. Stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const server = await createServer(config, {
    webRoot: fileURLToPath(new URL('../web', import.meta.url)),
    rateLimitScale: Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1,
  });
  await server.app.listen({ port: config.PORT, host: config.HOST });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(
    `Tinta pronto em ${config.PUBLIC_URL} (porta ${port}, banco ${config.DATABASE_URL ? 'DATABASE_URL' : `embutido em ${config.DATA_DIR}`}) em ${Math.round(performance.now() - started)} ms`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: encerrando…`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(`Falha ao iniciar: ${err instanceof Error ? err.message : String(err)}`);
    if (process.env.NODE_ENV !== 'production') console.error(err);
  }
  process.exit(1);
});
