#!/usr/bin/env node
// npm 11.16+ leaves out of package-lock.json the platform-specific optional
// packages the registry cannot serve, and then `npm ci` refuses its own lock
// ("Missing: @unrs/resolver-binding-android-arm-eabi@ from lock file"; npm/cli#9846).
// This adds an inert entry, with the os and cpu read from the
// package name, for each optional dependency the lock lacks, so `npm ci`
// validates and skips them on this platform. Run it after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const systems = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd'];
const cpus = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = systems.find((system) => parts.includes(system));
  const cpu = cpus.find((arch) => parts.includes(arch));
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.some((part) => part.startsWith('gnu'))
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os || !cpu) continue;
    packages[`node_modules/${name}`] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      os: [os],
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} inert optional entr${added === 1 ? 'y' : 'ies'}`);
