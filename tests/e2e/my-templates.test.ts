import { describe, expect, it } from 'vitest';
import { png } from '@tests/fixtures/images';
import { buildZip } from '@tests/fixtures/zips';
import { apiCall, expectOk, registerUser, useBrowser } from './support';

const browser = useBrowser();

describe('my templates', () => {
  it('keeps templates in folders, edits a template’s own fields, makes a mailing from it and then refuses its deletion, and imports a zip', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'templates');
    const created = await apiCall(page, 'POST', '/templates', {
      name: 'Newsletter marcowy',
      mode: 'html',
      html: '<p>Cześć {{ firstname | default: "Kliencie" }}!</p><p><a href="{{ unsubscribe_url }}">Wypisz się</a></p>',
      headers: { subject: 'Marzec u nas' },
    });
    expectOk(created, 'template');
    const id = created.body.id as string;

    // A folder, and the template moved into it.
    await page.goto('/mailing/my-templates');
    await page.getByRole('button', { name: 'Nowy folder' }).click();
    const folderDialog = page.getByRole('dialog');
    await folderDialog.getByLabel('Nazwa folderu').fill('Kampanie wiosenne');
    await folderDialog.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Utworzono folder „Kampanie wiosenne”.').waitFor();
    // The new folder is shown (empty); the template is among all of them.
    await page.getByRole('button', { name: /^Folder/ }).click();
    await page.getByRole('option', { name: /Wszystkie szablony/ }).click();
    await page.getByRole('button', { name: 'Akcje dla: Newsletter marcowy' }).click();
    await page.getByRole('menuitem', { name: 'Przenieś do folderu' }).click();
    const moveDialog = page.getByRole('dialog');
    await moveDialog.getByRole('button', { name: /Przenieś do|Bez folderu/ }).click();
    await page.getByRole('option', { name: /Kampanie wiosenne/ }).click();
    await moveDialog.getByRole('button', { name: 'Przenieś', exact: true }).click();
    await expect.poll(async () => (await apiCall(page, 'GET', `/templates/${id}`)).body.dir).toBeTruthy();

    // The template's own fields: a tag with its value, a custom field and its language.
    await page.getByRole('button', { name: 'Akcje dla: Newsletter marcowy' }).click();
    await page.getByRole('menuitem', { name: 'Edytuj' }).click();
    await page.waitForURL(new RegExp(`/mailing/my-templates/${id}/edit$`));
    await page.getByRole('button', { name: 'Dodaj tag' }).click();
    await page.getByRole('textbox', { name: 'Tag', exact: true }).fill('sezon');
    await page.getByRole('textbox', { name: 'Wartość', exact: true }).first().fill('wiosna');
    await page.getByRole('button', { name: 'Dodaj pole' }).click();
    await page.getByRole('textbox', { name: 'Klucz', exact: true }).fill('kod');
    await page.getByRole('textbox', { name: 'Wartość', exact: true }).last().fill('W-2027');
    await page.getByRole('button', { name: /Domyślny język wiadomości konta/ }).click();
    await page.getByRole('option', { name: 'Angielski' }).click();
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/templates/${id}`)).body.tags, { timeout: 15_000 })
      .toEqual([{ name: 'sezon', value: 'wiosna' }]);
    const saved = (await apiCall(page, 'GET', `/templates/${id}`)).body;
    expect(saved.custom).toEqual([{ key: 'kod', value: 'W-2027' }]);
    expect(saved.advancedOptions).toEqual({ language: 'en' });

    // A mailing made from it: the template is now used by a sending and cannot be deleted.
    await page.goto('/mailing/my-templates');
    await page.getByRole('button', { name: 'Akcje dla: Newsletter marcowy' }).click();
    await page.getByRole('menuitem', { name: 'Nowy mailing z szablonu' }).click();
    await page.waitForURL(/\/v2\/mailing\/edit\/editor\/[^/]+$/);
    const mailingId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const mailing = (await apiCall(page, 'GET', `/mailings/${encodeURIComponent(mailingId)}`)).body;
    expect(mailing.templateId).toBe(id);
    expect(mailing.subject).toBe('Marzec u nas');
    await page.goto('/mailing/my-templates');
    await page.getByRole('button', { name: 'Akcje dla: Newsletter marcowy' }).click();
    expect(await page.getByRole('menuitem', { name: /Usuń/ }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // A zip with its stylesheet and image becomes an HTML template; the image goes to the library.
    const zip = await buildZip([
      {
        name: 'index.html',
        data: '<html><head><title>Z pliku zip</title><link rel="stylesheet" href="style.css"></head><body><h1 class="hero">Wiosna</h1><img src="img/logo.png" alt="Logo"><p><a href="{{ unsubscribe_url }}">Wypisz się</a></p></body></html>',
      },
      { name: 'style.css', data: '.hero { color: #0972d3; }' },
      { name: 'img/logo.png', data: await png(32) },
    ]);
    await page.getByRole('button', { name: 'Importuj zip' }).click();
    const importDialog = page.getByRole('dialog');
    await importDialog.locator('input[type="file"]').setInputFiles({ name: 'wiosna.zip', mimeType: 'application/zip', buffer: zip });
    await importDialog.getByRole('button', { name: 'Importuj', exact: true }).click();
    await importDialog.getByText('Obrazy dodane do biblioteki: 1').waitFor();
    await importDialog.getByRole('button', { name: 'Utwórz szablon' }).click();
    await page.getByText('Utworzono szablon „Z pliku zip” z pliku zip.').waitFor();
    const list = (await apiCall(page, 'GET', '/templates?q=zip')).body.items;
    const imported = (await apiCall(page, 'GET', `/templates/${list[0].id}`)).body;
    expect(imported.mode).toBe('html');
    expect(imported.html).toMatch(/<h1 class="hero" style="color: ?#0972d3;?"/);
    expect(imported.html).toMatch(/src="[^"]*\/t\/i\/[^"]+\.png"/);
  });
});
