import { Box, Button, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { SelectInput, useTranslate } from 'react-admin';
import type { KycListItem, KycPartState } from '@/contract/kyc/records';
import { KYC_STATES } from '@/contract/kyc/states';
import { Allowed } from '@/src/auth/Allowed';
import { Column } from '@/src/framework/Column';
import { DataTable } from '@/src/framework/DataTable';
import { displayValue } from '@/src/lib/format';
import { titleCase } from '@/src/lib/text';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { KeptListPage } from '@/src/ui/list/KeptListPage';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { KycStateChip } from './KycStateChip';
import { KYC_BY_NAME, kycPaths } from './paths';

/** A part's number and its state, on one line. */
function PartCell({ part, noneText }: { part: KycPartState; noneText: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <span>{part.number ?? noneText}</span>
      <KycStateChip state={part.state} />
    </Box>
  );
}

/** /kyc: searched by name, PAN or phone, each member's PAN and payout account with their states, filtered by state, each member linked to their KYC. */
export default function KycList() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const memberLink = (member: KycListItem) => (
    <MuiLink component={Link} to={kycPaths.member(member.id)}>
      {member.member_name}
    </MuiLink>
  );
  const filters = [
    searchFilter(t('search')),
    <SelectInput
      key="state"
      source="state"
      label={t('state_filter')}
      alwaysOn
      choices={KYC_STATES.map(state => ({ id: state, name: t(`state_${state}`) }))}
    />,
  ];
  return (
    <KeptListPage
      title={t('title')}
      resource="kyc"
      sort={KYC_BY_NAME}
      notKeptText={t('not_kept')}
      actions={
        <>
          <Button variant="outlined" component={Link} to={kycPaths.shared}>
            {t('shared')}
          </Button>
          <Allowed resource="kycSettings" action="show">
            <Button variant="outlined" component={Link} to={kycPaths.settings}>
              {t('settings')}
            </Button>
          </Allowed>
        </>
      }
    >
      <ResourceList
        resource="kyc"
        sort={KYC_BY_NAME}
        filters={filters}
        failedKey="app.kyc.fetch_failed"
        phone={
          <PhoneRows<KycListItem>
            label={t('members')}
            emptyText={t('no_members')}
            noMatchText={t('no_matching_members')}
            primary={memberLink}
            secondary={member => displayValue(titleCase(member.user_type))}
            figure={member => (
              <Box component="span" sx={{ display: 'grid', gap: 0.5 }}>
                <span>
                  {t('pan')}: <PartCell part={member.pan} noneText={t('none')} />
                </span>
                <span>
                  {t('account')}: <PartCell part={member.account} noneText={t('none')} />
                </span>
              </Box>
            )}
          />
        }
      >
        <DataTable<KycListItem>
          aria-label={t('members')}
          rowClick={id => kycPaths.member(id)}
          bulkActionButtons={false}
          empty={<EmptyRows text={t('no_members')} noMatchText={t('no_matching_members')} />}
        >
          <Column source="member_name" label="app.kyc.member" render={memberLink} />
          <Column
            source="user_type"
            disableSort
            label="app.kyc.user_type"
            render={(member: KycListItem) => displayValue(titleCase(member.user_type))}
          />
          <Column
            disableSort
            label="app.kyc.pan"
            render={(member: KycListItem) => <PartCell part={member.pan} noneText={t('none')} />}
          />
          <Column
            disableSort
            label="app.kyc.account"
            render={(member: KycListItem) => <PartCell part={member.account} noneText={t('none')} />}
          />
        </DataTable>
      </ResourceList>
    </KeptListPage>
  );
}
