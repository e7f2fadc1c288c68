// A client in its own process, for tests that time the server's answers (passwordReset.test.ts):
// in the test's own process, work the server does after answering (PGlite runs on the main
// thread) would delay the client reading the answer, and be timed as if it were the answer's.
// Each message { url, init } is answered with { status, ms }.
process.on('message', async ({ url, init }) => {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  process.send({ status: res.status, ms: performance.now() - started });
});
