// MAIN-world document_start script, registered while an agent tab is open
// (background/net-rules/side-channel-script.ts): runs before the page's own scripts in every frame.
import { closeSideChannels } from './no-side-channels';

closeSideChannels(window);
