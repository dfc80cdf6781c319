import { render, screen } from '@testing-library/react';
import { organization } from '@shutterday/domain/test-support';
import { OrganizationDetails } from '../components/organization-details';

describe('OrganizationDetails', () => {
  it('shows name, type, contact and address', () => {
    render(<OrganizationDetails organization={organization} />);
    expect(screen.getByText('Lincoln Elementary')).toBeInTheDocument();
    expect(screen.getByText('School')).toBeInTheDocument();
    expect(screen.getByText('Dana Principal')).toBeInTheDocument();
    expect(screen.getByText('office@lincoln.test')).toBeInTheDocument();
    expect(screen.getByText('1 School Road')).toBeInTheDocument();
    expect(screen.getByText('Springfield, IL 62701')).toBeInTheDocument();
  });

  it('says when there is no contact or address yet', () => {
    render(<OrganizationDetails organization={{ ...organization, type: 'sport', contact: null }} />);
    expect(screen.getByText('Sport')).toBeInTheDocument();
    expect(screen.getByText('No contact yet')).toBeInTheDocument();
    expect(screen.getByText('No address yet')).toBeInTheDocument();
  });
});
