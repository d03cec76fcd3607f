// The npm registry mirror these machines use serves only Linux builds of native packages, so
// `npm install` leaves the macOS/Windows/Android optional binaries (of @swc/core, rspack,
// esbuild, ...) out of package-lock.json, and npm 11's `npm ci` then refuses the lock file as
// "out of sync". This adds a lock entry, with its os/cpu, for every optional platform package
// that is missing; npm skips those entries on a machine of another platform without fetching
// them. Run it after every `npm install`: `npm run lock:platforms`.
import fs from 'node:fs';
import path from 'node:path';

type Entry = {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};

const platforms = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** Reads os, cpu and libc from a platform package name such as `@swc/core-linux-x64-musl`. */
export function platformOf(name: string): Pick<Entry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()!.split('-');
  const os = platforms.find((p) => parts.includes(p));
  const cpu = cpus.find((c) => parts.includes(c)) ?? (parts.includes('x86') ? 'ia32' : undefined);
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (parts.includes('musl') ? ['musl'] : ['glibc']) : undefined;
  return libc ? { os: [os], cpu: [cpu], libc } : { os: [os], cpu: [cpu] };
}

function resolves(packages: Record<string, Entry>, from: string, name: string): boolean {
  for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
}

export function fillPlatformEntries(lock: { packages: Record<string, Entry> }): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      if (!platform || resolves(lock.packages, location, name)) continue;
      const key = lock.packages[`node_modules/${name}`] ? `${location}/node_modules/${name}` : `node_modules/${name}`;
      lock.packages[key] = {
        version: spec.replace(/^[\^~=]/, ''),
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(key);
    }
  }
  return added;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const file = path.resolve(import.meta.dirname, '../../package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  const added = fillPlatformEntries(lock);
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} platform entries`);
}
