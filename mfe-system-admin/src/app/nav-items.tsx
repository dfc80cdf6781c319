import {
  AlertOutlined, AppstoreOutlined, BankOutlined, BarChartOutlined, CarOutlined,
  ControlOutlined, DatabaseOutlined, FileSearchOutlined, FlagOutlined, FormOutlined, HomeOutlined, LoginOutlined,
  MailOutlined, PercentageOutlined, PictureOutlined, ShoppingOutlined, TeamOutlined, ToolOutlined, UserOutlined,
  BranchesOutlined, HighlightOutlined, DeploymentUnitOutlined,
} from '@ant-design/icons';
import type { AreaNavItem } from '@shutterday/ui';

/** The system admin pages of spec §2, in its order; paths are relative to `/admin`. */
export const navItems: AreaNavItem[] = [
  { key: 'home', label: 'Home', icon: <HomeOutlined />, to: '' },
  { key: 'profile', label: 'Profile', icon: <UserOutlined />, to: 'profile' },
  { key: 'studios', label: 'Studios', icon: <BankOutlined />, to: 'studios' },
  { key: 'features', label: 'Features', icon: <FlagOutlined />, to: 'features' },
  { key: 'users', label: 'Users', icon: <TeamOutlined />, to: 'users' },
  { key: 'reports', label: 'Reports', icon: <BarChartOutlined />, to: 'reports' },
  { key: 'system', label: 'System', icon: <ToolOutlined />, to: 'system' },
  { key: 'remotes', label: 'Remotes', icon: <DeploymentUnitOutlined />, to: 'remotes' },
  { key: 'products', label: 'Products', icon: <ShoppingOutlined />, to: 'products' },
  { key: 'shipping-options', label: 'Shipping options', icon: <CarOutlined />, to: 'shipping-options' },
  { key: 'order-services', label: 'Order services', icon: <AppstoreOutlined />, to: 'order-services' },
  { key: 'order-errors', label: 'Order errors', icon: <AlertOutlined />, to: 'order-errors' },
  { key: 'vertex-logs', label: 'Tax log', icon: <FileSearchOutlined />, to: 'vertex-logs' },
  { key: 'sendgrid-logs', label: 'E-mail log', icon: <MailOutlined />, to: 'sendgrid-logs' },
  { key: 'galleries-processing', label: 'Galleries processing', icon: <PictureOutlined />, to: 'galleries-processing' },
  { key: 'taxes', label: 'Taxes', icon: <PercentageOutlined />, to: 'taxes' },
  { key: 'configuration', label: 'Configuration', icon: <ControlOutlined />, to: 'configuration' },
  { key: 'product-catalog', label: 'Product catalog', icon: <DatabaseOutlined />, to: 'product-catalog' },
  { key: 'entry', label: 'Entry', icon: <LoginOutlined />, to: 'entry' },
  { key: 'watermarks', label: 'Watermarks', icon: <HighlightOutlined />, to: 'watermarks' },
  { key: 'defined-fields', label: 'Defined fields', icon: <FormOutlined />, to: 'defined-fields' },
  { key: 'workflows', label: 'Workflows', icon: <BranchesOutlined />, to: 'workflows' },
];
