export function PrivacySection() {
  return (
    <section aria-labelledby="sec-privacy">
      <h2 id="sec-privacy">Privacy</h2>
      <ul class="notes">
        <li>Your questions and the pages the model reads go only to the model server you set above, and searches only to the search provider you chose.</li>
        <li>Conversations and the pages they cite are stored in this browser (IndexedDB) so citations still work later. Delete them from the history list in the side panel; clear the page cache here.</li>
        <li>API keys are stored in this browser's extension storage and sent only to their own service. They are never shown to the model.</li>
        <li>The model may not open private-network addresses (your router, localhost services) unless you list them under Allowed local hosts.</li>
      </ul>
    </section>
  );
}
