import type { Server } from 'node:http';
export function fileFor(dir: string, urlPath: string): string | undefined;
export function serveStatic(dir: string, port: number): Promise<{ server: Server; url: string }>;
