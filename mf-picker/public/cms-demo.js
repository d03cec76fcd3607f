// The CMS demo page's own script (cms-demo.html): plain JavaScript, as a CMS would have. It loads
// mf-picker's `./mount` through the remote's entry script and mounts the picker into #picker.
(async () => {
  const element = document.getElementById('picker');
  const chosen = document.getElementById('chosen');
  const editorKey = document.getElementById('editor-key');
  try {
    const container = window.mf_picker;
    await container.init({});
    const { mount, mountEditor } = (await container.get('./mount'))();
    element.replaceChildren();
    // Two editors, admin and blog mode; each writes its draft-style JSON into a hidden input.
    for (const [editorId, inputId] of [
      ['body-editor', 'body'],
      ['summary-editor', 'summary'],
    ]) {
      const editor = document.getElementById(editorId);
      const input = document.getElementById(inputId);
      mountEditor(editor, {
        mode: editor.dataset.mode,
        label: editor.dataset.label,
        onChange: (json) => {
          input.value = JSON.stringify(json);
        },
      });
    }
    mount(element, {
      name: element.dataset.name,
      // Read at each write, so a key typed after the picker appeared counts.
      editorKey: () => editorKey.value,
      value: new URLSearchParams(window.location.search).get(element.dataset.name) ?? '',
      onChange: (url) => {
        chosen.textContent = url ? `Gekozen: ${url}` : 'Geen afbeelding gekozen.';
      },
    });
  } catch (error) {
    element.textContent = 'De beeldbank kon niet worden geladen. Probeer het later opnieuw.';
    console.error(error);
  }
})();
