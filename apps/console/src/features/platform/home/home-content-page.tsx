import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../lib/i18n';
import { ActivitiesTab } from './activities-tab';
import { BannersTab } from './banners-tab';
import { RecommendTab } from './recommend-tab';
import { SiteTab } from './site-tab';

const TABS = ['site', 'banners', 'recommend', 'activities'] as const;

/** What the home page shows: logo and site settings, banners, recommended products and activities. */
export default function HomeContentPage() {
  const t = useT();
  const [tab, setTab] = useState<(typeof TABS)[number]>('site');
  return (
    <>
      <PageHeader title={t('platform.menu.home')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as (typeof TABS)[number])}
          destroyOnHidden
          items={[
            { key: 'site', label: t('platform.home.tabs.site'), children: <SiteTab /> },
            { key: 'banners', label: t('platform.home.tabs.banners'), children: <BannersTab /> },
            { key: 'recommend', label: t('platform.home.tabs.recommend'), children: <RecommendTab /> },
            { key: 'activities', label: t('platform.home.tabs.activities'), children: <ActivitiesTab /> },
          ]}
        />
      </Card>
    </>
  );
}
