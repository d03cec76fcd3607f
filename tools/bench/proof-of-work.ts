// How long a visitor's browser takes to solve the forms' proof-of-work (plugins/app/proof-of-work.ts,
// maxNumber), in headless Chromium, as fast as this machine and slowed 4 times as Lighthouse's
// phone is. The page runs altcha-lib v1's loop (a SHA-256 of salt and number per try, with the
// browser's crypto.subtle). Run: npx tsx tools/bench/proof-of-work.ts [maxNumber] [challenges]
import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib/v1';
import { chromiumFlags, chromiumPath } from './browser';
import { medianBy } from './stats';

const maxNumber = Number(process.argv[2] ?? 50_000);
const count = Number(process.argv[3] ?? 15);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  // A page of localhost, which is a secure context (crypto.subtle), answered without a server.
  await page.route('http://localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>pow</title>' }),
  );
  await page.goto('http://localhost/');
  const cdp = await page.context().newCDPSession(page);
  for (const slowdown of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const times: number[] = [];
    for (let n = 0; n < count; n += 1) {
      const challenge = await createChallenge({ hmacKey: 'bench-sleutel-0123456789abcdef', maxNumber });
      times.push(
        await page.evaluate(
          async ({ salt, challenge: target, max }) => {
            const started = performance.now();
            const encoder = new TextEncoder();
            for (let number = 0; number <= max; number += 1) {
              const digest = await crypto.subtle.digest('SHA-256', encoder.encode(salt + number));
              const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
              if (hex === target) break;
            }
            return performance.now() - started;
          },
          { salt: challenge.salt, challenge: challenge.challenge, max: maxNumber },
        ),
      );
    }
    times.sort((a, b) => a - b);
    console.log(
      `maxNumber ${maxNumber}, CPU slowed ${slowdown}x: median ${Math.round(medianBy(times, (time) => time) ?? 0)} ms, ` +
        `slowest ${Math.round(times.at(-1)!)} ms of ${count}`,
    );
  }
} finally {
  await browser.close();
}
