import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import { StandaloneNode } from '@alz/shared/ui/standalone-node';
import HomePage from './exposes/home-page';
import ContentPage from './exposes/content-page';

mountStandalone(
  <StandaloneNode
    fallbackPath="/"
    render={(node) => (node.type === 'homepage' ? <HomePage node={node} /> : <ContentPage node={node} />)}
  />,
);
