/** The reload scenario alone (bench/scenarios/reload.ts): node --expose-gc --import tsx bench/reload.ts [--reload-docs 10000,100000] */
import { reloadScenarios } from './scenarios/reload.ts';

{
  const i = process.argv.indexOf('--reload-docs');
  const sizes = (i >= 0 ? process.argv[i + 1] : '10000,100000').split(',').map(Number);
  reloadScenarios(sizes).then(
    (rows) => {
      console.log('| engine | scenario | docs | p50 ms | max ms |\n|---|---|---|---|---|');
      for (const r of rows) console.log(`| ${r.engine} | ${r.scenario} | ${r.docs} | ${(r.p50_us! / 1000).toFixed(0)} | ${(r.p99_us! / 1000).toFixed(0)} |`);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
