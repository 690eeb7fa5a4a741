import { expect, remoteFaultMessage, test } from '../support/test';
import { openPage } from '../support/site';

/**
 * The guard of support/test.ts itself: each journey below makes the kind of
 * noise it must catch, so each must fail (test.fail: one that passes fails
 * the suite).
 */
test.describe('the console guard fails a test whose page', () => {
  test.fail(true, 'the guard must fail it');

  test('throws an uncaught error', async ({ page }) => {
    await openPage(page, '/about');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown by the guard test');
      }),
    );
    await page.waitForTimeout(200);
  });

  test('leaves a promise rejection unhandled', async ({ page }) => {
    await openPage(page, '/about');
    await page.evaluate(() => void Promise.reject(new Error('rejected by the guard test')));
    await page.waitForTimeout(200);
  });

  test('logs a console error that is not in the list', async ({ page }) => {
    await openPage(page, '/about');
    await page.evaluate(() => console.error('logged by the guard test'));
    await page.waitForTimeout(200);
  });

  test('throws an uncaught error other than the one the fault it declares causes', async ({ page, faults }) => {
    faults.expect('remoteThrows');
    await openPage(page, '/about');
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('thrown by the guard test');
      }),
    );
    await page.waitForTimeout(200);
  });

  test('logs a failed resource without declaring the fault that causes it', async ({ page }) => {
    await openPage(page, '/about');
    await page.evaluate(() => console.error('Failed to load resource: net::ERR_CONNECTION_REFUSED'));
    await page.waitForTimeout(200);
  });
});

test('the console guard lets a declared fault log what it causes', async ({ page, faults }) => {
  faults.expect('remoteUnavailable');
  await openPage(page, '/about');
  await page.evaluate(() => console.error('Failed to load resource: net::ERR_CONNECTION_REFUSED'));
  await page.waitForTimeout(200);
  await expect(page.locator('h1')).toHaveCount(1);
});

test('the console guard lets a remote’s code made to throw throw, when the test declares it', async ({
  page,
  faults,
}) => {
  faults.expect('remoteThrows');
  await openPage(page, '/about');
  await page.evaluate(
    (message) =>
      setTimeout(() => {
        throw new Error(message);
      }),
    remoteFaultMessage,
  );
  await page.waitForTimeout(200);
  await expect(page.locator('h1')).toHaveCount(1);
});
