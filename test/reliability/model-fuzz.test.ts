import { describe, it } from 'vitest';
import { fuzz } from './model-fuzz';

// A bounded run for CI; `npm run fuzz -- --runs 10000` for long ones. fast-check prints the seed and the
// shrunk command sequence when it fails; pass it back with `--seed`.
describe('model-based fuzzing of the engine', () => {
  it('random request sequences agree with a model of what is stored, never throw, never 5xx on user input', async () => {
    await fuzz(Number(process.env.FUZZ_RUNS ?? 500));
  }, 120_000);
});
