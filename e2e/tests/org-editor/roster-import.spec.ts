import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { logIn } from '../../support/auth';
import { DEMO } from '../../support/demo';
import { expectAccessible } from '../customer/ordering-support';

const CLASSES = ['Room 1', 'Room 2', 'Room 3'];

/** A school's CSV export: 30 children with access codes; the 12th (file row 13) has no first name, the 24th (row 25) has the 1st's code (row 2). */
function rosterCsv(run: string): Buffer {
  const lines = ['First Name,Last Name,Class,Phone Number,Access Code'];
  for (let i = 1; i <= 30; i++) lines.push(`${i === 12 ? '' : `Csv${i}`},Kid${run},${CLASSES[i % 3]},555-01${String(i).padStart(2, '0')},R${run}-${i === 24 ? 1 : i}`);
  return Buffer.from(lines.join('\n'));
}

/** A team sheet whose headers are none of the known aliases: the user maps them. */
async function teamXlsx(run: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Team');
  sheet.addRow(['Player given', 'Player family', 'Squad', 'Jersey']);
  for (let i = 1; i <= 5; i++) sheet.addRow([`Xlsx${i}`, `Kid${run}`, 'Tigers U10', i + 10]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

async function mapColumn(page: Page, header: string, target: string) {
  await page.getByRole('combobox', { name: `Import ${header} as` }).click();
  await page.getByTitle(target, { exact: true }).last().click();
  // The list closes with an animation; axe would otherwise meet a half-closed, unnamed list.
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

test("the studio imports a CSV roster without its refused rows (named by the file's rows) and a spreadsheet with other column names, then sees the subjects", async ({ page }) => {
  test.setTimeout(180_000);
  const run = String(Date.now()).slice(-6);
  const job = `Roster Day ${run}`;
  await page.goto('/login');
  await logIn(page, DEMO.studioAdmin);
  await page.getByRole('link', { name: 'Organizations' }).first().click();
  await page.getByRole('link', { name: 'Lincoln Elementary' }).click();
  await page.getByRole('link', { name: 'Jobs', exact: true }).last().click();
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(job);
  await dialog.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText('Job created')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job);
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await page.getByRole('link', { name: job }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/overview/);
  const jobUrl = page.url().replace(/\/overview.*$/, '');

  await page.goto(`${jobUrl}/data-import`);
  await expect(page.getByRole('tab', { name: 'Roster' })).toHaveAttribute('aria-selected', 'true');
  await chooseFile(page, 'roster.csv', 'text/csv', rosterCsv(run));
  await expect(page.getByText('28 rows are ready to import; 2 rows are refused and will not be imported.')).toBeVisible();
  const refused = page.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row', { name: '13 First name: This field is required' })).toBeVisible();
  await expect(refused.getByRole('row', { name: '25 Same access code as row 2' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Skip the refused rows and import 28 subjects' }).click();
  await expect(page.getByText('Import finished: 28 created, 0 updated.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');

  await chooseFile(page, 'team.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await teamXlsx(run));
  await expect(page.getByText('Map the columns first')).toBeVisible();
  await mapColumn(page, 'Player given', 'First name');
  await mapColumn(page, 'Player family', 'Last name');
  await mapColumn(page, 'Squad', 'Group (class or team)');
  await mapColumn(page, 'Jersey', 'Custom field');
  await expect(page.getByText('5 rows are ready to import.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Import 5 subjects' }).click();
  await expect(page.getByText('Import finished: 5 created, 0 updated.')).toBeVisible();

  await page.goto(`${jobUrl}/subjects/listing`);
  // 28 from the CSV (neither refused row) and 5 from the spreadsheet, one page of 50.
  await expect(page.getByRole('link', { name: new RegExp(`^Kid${run}, `) })).toHaveCount(33);
  await expect(page.getByRole('link', { name: `Kid${run}, Csv24` })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search subjects' }).fill('Xlsx3');
  await page.getByRole('searchbox', { name: 'Search subjects' }).press('Enter');
  await expect(page.getByRole('link', { name: new RegExp(`^Kid${run}, `) })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Kid${run}, Xlsx3` })).toBeVisible();
  await page.getByRole('link', { name: `Kid${run}, Xlsx3` }).click();
  await expect(page.getByRole('heading', { name: `Xlsx3 Kid${run}` })).toBeVisible();
  await expect(page.getByText('Tigers U10').first()).toBeVisible();
  await expect(page.getByText('Jersey')).toBeVisible();
  await expectAccessible(page);
});
