import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordPage } from '@/src/areasContext';

/** The member's name, a link to their page where an area shows members' pages. */
export function MemberLink({ member }: { member: { id: number; name: string } }) {
  const memberPage = useRecordPage('user');
  if (!memberPage) return <>{member.name}</>;
  return (
    <MuiLink component={Link} to={memberPage(member.id)}>
      {member.name}
    </MuiLink>
  );
}
