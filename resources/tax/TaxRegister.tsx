import type { ComponentProps } from 'react';
import { Alert, Box, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DataTable } from '@/src/framework/DataTable';
import type { TaxRegisterLine } from '@/contract/programme/register';
import { typedColumns } from '@/src/lib/typedColumns';
import { Link } from 'react-router-dom';
import { financialYearLabel } from '@/contract/programme/financialYear';
import { Column } from '@/src/framework/Column';
import { exportRows, type ExportColumn } from '@/src/lib/exportRows';
import { displayValue, formatDate, formatNumber, formatRupees } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { useRecordPage } from '@/src/areasContext';
import { ListActions } from '@/src/ui/list/ListActions';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { PageHeader } from '@/src/ui/PageHeader';
import { percentText } from '@/src/ui/programme/percent';
import { TaxAid } from '@/src/ui/programme/TaxAid';
import { TaxBandChip } from '@/src/ui/programme/TaxBandChip';
import { useEndpointAvailable } from '@/src/ui/useEndpointAvailable';
import { useProgrammeSettings } from '@/src/ui/programme/useProgrammeSettings';
import { chosenYear, currentFinancialYear } from './financialYears';
import { useTaxFilters } from './taxFilters';

const mostFirst = { field: 'value', order: 'DESC' as const };
const memberName = (member: TaxRegisterLine) => personName(member) || displayValue(member.email);

/** The member's name, a link to their page when an area shows members' pages. */
function MemberLink({ member }: { member: TaxRegisterLine }) {
  const memberPage = useRecordPage('user');
  if (!memberPage) return <>{memberName(member)}</>;
  return (
    <MuiLink component={Link} to={memberPage(member.id)}>
      {memberName(member)}
    </MuiLink>
  );
}

/** Since when the register counts credits, when the backend does not know them all (the gateway). */
function CreditsKnownSince() {
  const translate = useTranslate();
  const since = useListContext<TaxRegisterLine>().data?.[0]?.credits_known_since;
  if (!since) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {translate('app.tax.credits_known_since', { date: formatDate(since) })}
    </Alert>
  );
}

/** "No member is over or near the threshold in 2026-27", or that none of the year matches the search and filters. */
function useEmptyText() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { financial_year: _year, ...others } = filterValues ?? {};
  const year = financialYearLabel(chosenYear(filterValues));
  return translate(Object.keys(others).length > 0 ? 'app.tax.no_match' : 'app.tax.empty', { year });
}

function EmptyRegister() {
  return (
    <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
      {useEmptyText()}
    </Typography>
  );
}

/** The register on a phone: a card per member, and the year's own empty text. */
function RegisterPhoneRows(
  props: Omit<ComponentProps<typeof PhoneRows<TaxRegisterLine>>, 'emptyText' | 'noMatchText'>,
) {
  const text = useEmptyText();
  return <PhoneRows {...props} emptyText={text} noMatchText={text} />;
}

/** The search's Export (every row of the chosen year's view) as 194r-register-2026-27-{date}.xlsx. */
function RegisterActions() {
  const { filterValues } = useListContext();
  return <ListActions viewExport={{ list: `194r-register-${financialYearLabel(chosenYear(filterValues))}` }} />;
}

/** The higher rate applies: the server says so, or (a backend that does not) there is no PAN on record. */
const higherRate = (member: TaxRegisterLine) => member.higher_rate ?? !member.pan_present;

/** What the PAN column says: none, on record, verified, or one that counts as none (invalid, inoperative). */
function panWords(member: TaxRegisterLine): string {
  if (!member.pan_present) return 'pan_none';
  if (member.pan_state === 'invalid' || member.pan_state === 'inoperative') return `pan_${member.pan_state}`;
  return member.pan_state === 'verified' ? 'pan_verified' : 'pan_on_record';
}

function RegisterTable() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.tax.${key}`, options);
  const pan = (member: TaxRegisterLine) => t(panWords(member));
  const rateBasis = (member: TaxRegisterLine) => t(higherRate(member) ? 'rate_higher' : 'rate_with_pan');
  const certificates = ({ certificates }: TaxRegisterLine) =>
    t(
      certificates === null
        ? 'certificates_not_known'
        : certificates > 0
          ? 'certificates_uploaded'
          : 'certificates_none',
    );
  const band = (member: TaxRegisterLine) => translate(`app.programme.band_${member.band}`);
  const rate = (member: TaxRegisterLine) => translate('app.programme.rate', { rate: percentText(member.rate) });
  const columns: ExportColumn[] = typedColumns<TaxRegisterLine>([
    [t('member'), memberName],
    [t('firm'), member => member.firm_name],
    [t('user_type'), member => member.user_type],
    [t('phone'), member => member.phone],
    [t('email'), member => member.email],
    [t('pan'), pan],
    [t('points'), member => Number(member.points)],
    [t('cash'), member => Number(member.cash)],
    [t('value'), member => Number(member.value)],
    [t('band'), band],
    [t('rate_percent'), member => Number(member.rate)],
    [t('rate_basis'), rateBasis],
    [t('tax'), member => Number(member.tax)],
    [t('certificates'), member => Number(member.certificates)],
  ]);
  return (
    <ResourceList
      resource="tax194r"
      sort={mostFirst}
      filters={useTaxFilters()}
      filterDefaultValues={{ financial_year: String(currentFinancialYear()) }}
      actions={<RegisterActions />}
      exporter={exportRows('194r-register', columns)}
      failedKey="app.tax.fetch_failed"
      notice={<CreditsKnownSince />}
      phone={
        <RegisterPhoneRows
          label={t('table_label')}
          primary={member => <MemberLink member={member} />}
          secondary={member =>
            [
              displayValue(member.firm_name),
              `${t('pan')}: ${pan(member)}`,
              `${t('certificates')}: ${certificates(member)}`,
            ].join(' · ')
          }
          figure={member => (
            <>
              {formatRupees(member.value)} <TaxBandChip band={member.band} />
              <Box component="span" sx={{ display: 'block', fontWeight: 400 }}>
                {t('tax_line', { tax: formatRupees(member.tax), rate: rate(member) })}
              </Box>
            </>
          )}
        />
      }
    >
      <DataTable aria-label={t('table_label')} rowClick={false} bulkActionButtons={false} empty={<EmptyRegister />}>
        <Column
          source="first_name"
          label="app.tax.member"
          render={(member: TaxRegisterLine) => <MemberLink member={member} />}
        />
        <Column source="firm_name" disableSort label="app.tax.firm" render={member => displayValue(member.firm_name)} />
        <Column source="pan_present" disableSort label="app.tax.pan" render={pan} />
        <Column source="points" label="app.tax.points" align="right" render={member => formatNumber(member.points)} />
        <Column source="cash" label="app.tax.cash" align="right" render={member => formatRupees(member.cash)} />
        <Column source="value" label="app.tax.value" align="right" render={member => formatRupees(member.value)} />
        <Column source="band" disableSort label="app.tax.band" render={member => <TaxBandChip band={member.band} />} />
        <Column source="rate" disableSort label="app.tax.rate" align="right" render={rate} />
        <Column source="tax" label="app.tax.tax" align="right" render={member => formatRupees(member.tax)} />
        <Column source="certificates" disableSort label="app.tax.certificates" render={certificates} />
      </DataTable>
    </ResourceList>
  );
}

/**
 * /tax/194r: the members over section 194R's threshold, or near it, in a financial year, with the
 * tax at the rate that applies: an aid for the finance team, which deducts nothing. A backend
 * without the register gets a note instead of a failure.
 */
export default function TaxRegister() {
  const translate = useTranslate();
  const available = useEndpointAvailable('tax194r', mostFirst);
  const { settings, kept, error } = useProgrammeSettings();
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={translate('app.tax.title')} />
      <TaxAid settings={settings} defaults={kept === false} />
      {!!error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.programme.settings_failed')}
        </Alert>
      )}
      {available === undefined && <LinearProgress aria-label={translate('app.tax.title')} />}
      {available === false && <Alert severity="warning">{translate('app.tax.unavailable')}</Alert>}
      {available && <RegisterTable />}
    </Box>
  );
}
