import { createFederatedConfig } from '../tools/webpack/create-config';

export default (_env: unknown, argv: { mode?: string }) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_vacancies',
      title: 'mf-vacancies',
      exposes: {
        './VacancyPage': './src/exposes/vacancy-page.tsx',
        './ApplicationForm': './src/exposes/application-form.tsx',
        './VacancyList': './src/exposes/vacancy-list.tsx',
      },
    },
    argv,
  );
