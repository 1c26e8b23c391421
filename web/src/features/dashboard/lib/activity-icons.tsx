import type { ComponentType } from 'react';
import type { ACTIVITY_ICONS } from '../../../../../shared/activity';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EuroOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  MailOutlined,
  UserAddOutlined,
  UserDeleteOutlined,
  UserOutlined,
} from '../../../components/icons';

type ActivityIconName = (typeof ACTIVITY_ICONS)[number];

/** The icon names of shared/activity.ts as antd icons; `satisfies` fails the build when a name is added there but not here. */
const ACTIVITY_ICON_COMPONENTS = {
  'user-add': UserAddOutlined,
  user: UserOutlined,
  'user-delete': UserDeleteOutlined,
  mail: MailOutlined,
  check: CheckCircleOutlined,
  home: HomeOutlined,
  delete: DeleteOutlined,
  euro: EuroOutlined,
  info: InfoCircleOutlined,
} as const satisfies Record<ActivityIconName, ComponentType>;

/** An unknown name (a newer server) shows the default look rather than nothing. */
export function activityIcon(name: string): ComponentType {
  return (ACTIVITY_ICON_COMPONENTS as Record<string, ComponentType>)[name] ?? InfoCircleOutlined;
}
