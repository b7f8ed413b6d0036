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
import type { NamesDisagree, SharedGroup } from '@/contract/kyc/records';
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

/** A scrolling frame for a wide table on a narrow screen. */
const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ overflowX: 'auto' }}>{children}</Box>;

/**
 * /kyc/shared: the accounts, UPI IDs and PANs that more than one member shares (the same money
 * going to two people), and the members whose three names disagree; each member linked to their KYC.
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
          <Section title={t('shared_groups')}>
            {report.groups.length === 0 ? (
              <Alert severity="success">{t('no_shared')}</Alert>
            ) : (
              <Wide>
                <Table size="small" aria-label={t('shared_groups')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('shared_kind')}</TableCell>
                      <TableCell>{t('shared_value')}</TableCell>
                      <TableCell>{t('shared_members')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.groups.map((group: SharedGroup) => (
                      <TableRow key={`${group.kind}:${group.value}`}>
                        <TableCell>{t(`kind_${group.kind}`)}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{group.value}</TableCell>
                        <TableCell>
                          <MemberLinks members={group.members} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Wide>
            )}
          </Section>
          <Section title={t('names_disagree')}>
            {report.names_disagree.length === 0 ? (
              <Alert severity="success">{t('no_names_disagree')}</Alert>
            ) : (
              <Wide>
                <Table size="small" aria-label={t('names_disagree')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('name_member')}</TableCell>
                      <TableCell>{t('name_pan')}</TableCell>
                      <TableCell>{t('name_account')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.names_disagree.map((member: NamesDisagree) => (
                      <TableRow key={member.id}>
                        <TableCell>
                          <MemberLinks members={[{ id: member.id, name: member.names.member }]} />
                        </TableCell>
                        <TableCell>{withMatch(member.names.pan, member.pan_match)}</TableCell>
                        <TableCell>{withMatch(member.names.account, member.account_match)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Wide>
            )}
          </Section>
        </>
      )}
    </Box>
  );
}
