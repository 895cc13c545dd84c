import os from 'node:os';

/** The machine a run measured on, as the results files record it. */
export function machine() {
  return { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, mem_gb: Math.round(os.totalmem() / 1e9), platform: `${os.platform()} ${os.arch()}` };
}
