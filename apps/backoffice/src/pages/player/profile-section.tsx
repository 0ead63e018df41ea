import type { PlayerDetail } from '@casino/contracts/backoffice';
import { DateTime } from '../../components/date-time.tsx';
import { Details, Section } from '../../components/section.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDate } from '../../lib/dates.ts';

export function ProfileSection({ player }: { player: PlayerDetail }) {
  const fullName = [player.firstName, player.lastName].filter(Boolean).join(' ') || player.name;
  const email = player.email ? (
    <>
      {player.email} <span className="muted">({player.isEmailVerified ? 'verified' : 'not verified'})</span>
    </>
  ) : null;
  return (
    <Section title="Profile">
      <Details
        items={[
          { label: 'ID', value: player.id },
          { label: 'Public ID', value: <code>{player.uniqueId}</code> },
          { label: 'Email', value: email },
          { label: 'Username', value: player.username },
          { label: 'Name', value: fullName },
          { label: 'Phone', value: player.phone },
          { label: 'Date of birth', value: player.dateOfBirth ? formatDate(player.dateOfBirth) : null },
          { label: 'Country', value: player.countryCode },
          { label: 'City', value: player.city },
          { label: 'Address', value: [player.address, player.zipCode].filter(Boolean).join(', ') },
          { label: 'Currency', value: player.currencyCode },
          { label: 'KYC', value: <StatusBadge status={player.kycStatus} /> },
          { label: 'Registered', value: <DateTime value={player.createdAt} /> },
        ]}
      />
    </Section>
  );
}
