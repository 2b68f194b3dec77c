import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSftpServer, type TestSftpServer } from '../integration/sftp-server';
import { apiCall, choose, expectOk, registerUser, seriousAxeViolations, unique, useBrowser } from './support';

const browser = useBrowser();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'goniec-e2e-sftp-'));
const servers: TestSftpServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('SFTP servers', () => {
  it('are added and tested in the web; an import task takes a CSV from the folder into an import', async () => {
    fs.mkdirSync(path.join(root, 'in'));
    fs.writeFileSync(path.join(root, 'in', 'klienci.csv'), `email,name\n${unique('sftp')}@example.com,Ola\n`);
    const sftp = await startSftpServer({ root, username: 'goniec', password: 'Tajne-haslo-1' });
    servers.push(sftp);

    const { page } = await browser.open();
    await registerUser(page, 'sftp');
    expectOk(
      await apiCall(page, 'POST', '/imports/schemas', {
        name: 'Klienci z SFTP',
        mapping: [
          { column: 0, field: 'email' },
          { column: 1, field: 'name' },
        ],
        hasHeader: true,
      }),
      'import schema',
    );
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Serwery SFTP', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/v2/integrations/sftp');
    await page.getByText('Brak serwerów SFTP').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Dodaj serwer' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Dodaj serwer SFTP' });
    await modal.getByLabel('Nazwa', { exact: true }).fill('Hurtownia');
    await modal.getByLabel('Host').fill('127.0.0.1');
    await modal.getByLabel('Port').fill(String(sftp.port));
    await modal.getByLabel('Folder').fill('/in');
    await modal.getByLabel('Nazwa użytkownika').fill('goniec');
    // The password is checked by the server when the connection is tested, not before.
    await modal.getByLabel('Hasło użytkownika').fill('Tajne-haslo-1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Dodaj serwer', exact: true }).click();
    await page.getByText('Dodano serwer Hurtownia.', { exact: false }).waitFor();
    await page.getByText('Hasło zapisane', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Sprawdź połączenie' }).click();
    await page.getByText('Połączono z Hurtownia', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Hurtownia' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/v2/integrations/sftp/'));
    await page.getByText('SHA256:', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Dodaj zadanie importu' }).click();
    const taskModal = page.getByRole('dialog', { name: 'Dodaj zadanie importu' });
    await choose(page, 'Schemat importu', 'Klienci z SFTP');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await taskModal.getByRole('button', { name: 'Dodaj zadanie', exact: true }).click();
    await page.getByText('Zapisano zadanie.').waitFor();

    // The saved task is selected: run it now and see the file go into an import.
    await page.getByRole('button', { name: 'Uruchom teraz' }).click();
    const file = page.getByRole('link', { name: 'klienci.csv' });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Odśwież' }).last().click();
          return file.count();
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(1);
    expect(fs.existsSync(path.join(root, 'in', 'processed', 'klienci.csv'))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it(
    'write an export of subscribers to the folder: an export task made in the web, run now, leaves its file on the server',
    { timeout: 180_000 },
    async () => {
      const out = path.join(root, 'out');
      fs.mkdirSync(out);
      const sftp = await startSftpServer({ root, username: 'eksport', password: 'Tajne-haslo-2' });
      servers.push(sftp);

      const { page } = await browser.open();
      await registerUser(page, 'sftp-eksport');
      const email = `${unique('sftp-eksport')}@example.com`;
      expectOk(await apiCall(page, 'POST', '/subscribers', { email, name: 'Ola Eksport' }), 'subscriber');
      const server = await apiCall(page, 'POST', '/integrations/sftp', {
        name: 'Magazyn',
        host: '127.0.0.1',
        port: sftp.port,
        folder: '/out',
        username: 'eksport',
        auth: 'password',
        password: 'Tajne-haslo-2',
      });
      expectOk(server, 'SFTP server');
      const serverId = (server.body as { id: string }).id;
      // The first test trusts the host key the task's runs then check.
      expectOk(await apiCall(page, 'POST', `/integrations/sftp/${serverId}/test`, {}), 'connection test');

      await page.goto(`/v2/integrations/sftp/${serverId}`);
      await page.getByText('SHA256:', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Dodaj zadanie eksportu' }).click();
      const modal = page.getByRole('dialog', { name: 'Dodaj zadanie eksportu' });
      await modal.getByLabel('Nazwa pliku').fill('eksport-{date}.csv');
      await modal.getByText(/Uruchomienie teraz zapisałoby: eksport-\d{4}-\d{2}-\d{2}\.csv/).waitFor();
      // Subscribers by status start as the export page's: verified (active) ones, with e-mail, name and status.
      await modal.getByText('Zweryfikowany').waitFor();
      await modal.getByRole('button', { name: 'Usuń Status', exact: true }).click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await modal.getByRole('button', { name: 'Dodaj zadanie', exact: true }).click();
      await page.getByText('Zapisano zadanie.').waitFor();
      await page.getByRole('cell', { name: '/out/eksport-{date}.csv' }).waitFor();
      await page.getByRole('cell', { name: 'Eksport', exact: true }).waitFor();

      // The saved task is selected: run it now; the jobs worker exports, then writes the file to the server.
      await page.getByRole('button', { name: 'Uruchom teraz' }).click();
      const file = page.getByRole('link', { name: /^eksport-\d{4}-\d{2}-\d{2}\.csv$/ });
      await expect
        .poll(
          async () => {
            await page.getByRole('button', { name: 'Odśwież' }).last().click();
            return file.count();
          },
          { timeout: 120_000, interval: 2000 },
        )
        .toBe(1);
      await page.getByText('Plik zapisany').waitFor();
      const written = fs.readdirSync(out).filter((name) => /^eksport-\d{4}-\d{2}-\d{2}\.csv$/.test(name));
      expect(written).toEqual([await file.textContent()]);
      const content = fs.readFileSync(path.join(out, written[0]!), 'utf8');
      expect(content).toContain(email);
      expect(content).toContain('Ola Eksport');
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );
});
