/*
 * Waypoint's service worker (product-rules#service-worker "Service worker registration at /sw.js"). Hand-written and unbundled: it is served as it is from the build
 * root with `cache-control: no-cache`, so a new deploy's copy is picked up on
 * the next visit. It keeps the static shell and an offline page; it never
 * stands between the app and its data.
 */

// Bump when these caching rules change: activate then deletes the old caches.
// Page and asset changes need no bump (pages are network-first, assets are hashed).
const CACHE_NAME = 'waypoint-shell-v1';
const CACHE_PREFIX = 'waypoint-shell-';
const OFFLINE_PAGE = '/offline.html';
const PRECACHE = [OFFLINE_PAGE, '/favicon.svg', '/manifest.webmanifest'];
// The home page (the manifest's start_url) and the scripts and styles it loads: the static shell.
const HOME_PAGE = '/';

/** Caches the home page and the hashed /assets/ files its HTML names, so it works offline too. */
async function cacheHomeShell(cache) {
  const response = await fetch(HOME_PAGE, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
  await cache.put(HOME_PAGE, response);
  await cache.addAll([...assets]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // Without the offline page there is nothing to fall back to: fail the install.
      await cache.addAll(PRECACHE);
      // The home shell is a bonus; a failure here must not stop the offline page working.
      await cacheHomeShell(cache).catch(() => undefined);
      // No open page depends on an older worker's behaviour, so take over at once.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** Hashed assets never change under one name: the cache answers first, the network fills a miss. */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE_NAME);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * Pages come fresh from the network (content and the client's version check
 * depend on it), and each good answer refreshes the cached copy, keyed by
 * path (tracking query parameters vary). Only when the network fails: the
 * cached copy of that page, then the offline page.
 */
async function networkFirstPage(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (response.ok) {
      // Stored beside the answer, not before it: the page streams to the tab at once.
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.put(new URL(request.url).pathname, copy)));
    }
    return response;
  } catch (error) {
    const cache = await caches.open(CACHE_NAME);
    const cached = (await cache.match(new URL(request.url).pathname)) ?? (await cache.match(OFFLINE_PAGE));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Writes, other origins, the API and page data always go straight to the network:
  // page data must stay fresh, since the client's version check relies on it.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/page-data/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
