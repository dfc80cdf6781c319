import type { Address, Organization } from '@shutterday/domain';
import { Descriptions } from 'antd';

const TYPE_LABELS: Record<Organization['type'], string> = { school: 'School', sport: 'Sport' };

function addressLines(address: Address): string[] {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.line1, address.line2, cityLine, address.country].filter((line): line is string => Boolean(line));
}

/** Who the organization is and how to reach it; missing contact details are said, not left blank. */
export function OrganizationDetails({ organization }: { organization: Organization }) {
  const contact = organization.contact;
  const lines = contact ? addressLines(contact.address) : [];
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'name', label: 'Name', children: organization.name },
        { key: 'type', label: 'Type', children: TYPE_LABELS[organization.type] },
        { key: 'contact', label: 'Contact', children: contact?.name || 'No contact yet' },
        { key: 'email', label: 'Email', children: contact?.email || '—' },
        { key: 'phone', label: 'Phone', children: contact?.phone || '—' },
        {
          key: 'address',
          label: 'Address',
          children: lines.length ? lines.map((line) => <div key={line}>{line}</div>) : 'No address yet',
        },
      ]}
    />
  );
}
