import {
  Alert,
  Box,
  CircularProgress,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { displayValue } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { PageHeader } from '@/src/ui/PageHeader';
import { Section } from '@/src/ui/Section';
import { kycPaths } from './paths';

/** Members named one after another, each a link to their KYC. */
function MemberLinks({ members }: { members: Array<{ id: number; name: string }> }) {
  return (
    <>
      {members.map((member, index) => (
        <Fragment key={member.id}>
          {index > 0 && ', '}
          <MuiLink component={Link} to={kycPaths.member(member.id)}>
            {member.name}
          </MuiLink>
        </Fragment>
      ))}
    </>
  );
}

interface FindingsProps {
  title: string;
  /** What shows when nothing was found. */
  noneText: string;
  headings: string[];
  /** Each row's key and cells, in the headings' order. */
  rows: Array<{ key: string; cells: ReactNode[] }>;
}

/** One finding of the report as a titled table (scrolling sideways on a narrow screen), or that there is none. */
function Findings({ title, noneText, headings, rows }: FindingsProps) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Alert severity="success">{noneText}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {headings.map(heading => (
                  <TableCell key={heading}>{heading}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(row => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, index) => (
                    <TableCell key={headings[index]} sx={{ overflowWrap: 'anywhere' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Section>
  );
}

/**
 * /kyc/shared: the accounts and PANs that more than one member shares (the same money going to two
 * people), and the members whose three names disagree; each member linked to their KYC.
 */
export default function SharedReport() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorText = useErrorMessage();
  const { data: report, error } = useQuery({ queryKey: ['kyc', 'shared'], queryFn: () => dataProvider.getKycShared() });
  const withMatch = (name: string | null, match: number | null) =>
    match === null ? displayValue(name) : `${displayValue(name)} (${t('match_value', { match })})`;

  return (
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <PageHeader title={t('shared_title')} />
      {!report && !error && <CircularProgress size={24} aria-label={translate('app.common.loading')} />}
      {!!error && <Alert severity="error">{errorText(error, 'app.kyc.shared_failed')}</Alert>}
      {report && (
        <>
          <Findings
            title={t('shared_groups')}
            noneText={t('no_shared')}
            headings={[t('shared_kind'), t('shared_value'), t('shared_members')]}
            rows={report.groups.map(group => ({
              key: `${group.kind}:${group.value}`,
              cells: [t(`kind_${group.kind}`), group.value, <MemberLinks key="members" members={group.members} />],
            }))}
          />
          <Findings
            title={t('names_disagree')}
            noneText={t('no_names_disagree')}
            headings={[t('name_member'), t('name_pan'), t('name_account')]}
            rows={report.names_disagree.map(member => ({
              key: String(member.id),
              cells: [
                <MemberLinks key="member" members={[{ id: member.id, name: member.names.member }]} />,
                withMatch(member.names.pan, member.pan_match),
                withMatch(member.names.account, member.account_match),
              ],
            }))}
          />
        </>
      )}
    </Box>
  );
}
