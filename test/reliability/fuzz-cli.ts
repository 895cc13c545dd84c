// `npm run fuzz -- [--runs N] [--seed S]`: the model-based fuzzing suite, as long as you like.
import { fuzz } from './model-fuzz';

const args = process.argv.slice(2);
const opt = (n: string) => {
  const i = args.indexOf(`--${n}`);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const runs = opt('runs') ?? 1000;
const started = Date.now();
fuzz(runs, opt('seed'))
  .then(() => console.log(`${runs} runs passed in ${((Date.now() - started) / 1000).toFixed(1)} s`))
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    const cause = (e as { cause?: unknown }).cause;
    if (cause) console.error('Caused by:', cause instanceof Error ? cause.message : cause);
    process.exit(1);
  });
