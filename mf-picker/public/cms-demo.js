// The CMS demo page's own script (cms-demo.html): plain JavaScript, as a CMS would have. It loads
// mf-picker's `./mount` through the remote's entry script and mounts the picker into #picker.
(async () => {
  const element = document.getElementById('picker');
  const chosen = document.getElementById('chosen');
  try {
    const container = window.mf_picker;
    await container.init({});
    const { mount } = (await container.get('./mount'))();
    element.replaceChildren();
    mount(element, {
      name: element.dataset.name,
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
