import { toRegionIntro } from './region-intro-model';

describe('toRegionIntro', () => {
  it('reads title, intro, alias and header image of a region node', () => {
    expect(
      toRegionIntro({
        nid: 109,
        title: 'Regio Utrecht',
        path: { alias: '/regios/utrecht' },
        field_introduction_wysiwyg: { value: '<p>Welkom.</p>' },
        field_header_image_video: {
          kind: 'image',
          image: {
            url: '/blobstorage/utrecht.jpg',
            alt: 'De Dom',
            crops: [{ url: '/blobstorage/u-380.jpg', width: 380 }],
          },
        },
      }),
    ).toEqual({
      title: 'Regio Utrecht',
      intro: '<p>Welkom.</p>',
      url: '/regios/utrecht',
      image: {
        url: '/blobstorage/utrecht.jpg',
        alt: 'De Dom',
        title: '',
        width: null,
        height: null,
        crops: [{ url: '/blobstorage/u-380.jpg', width: 380 }],
      },
    });
  });

  it('tolerates missing fields, a video header and an unsafe alias', () => {
    expect(
      toRegionIntro(
        {
          title: 'Regio Zwolle',
          path: { alias: 'javascript:alert(1)' },
          field_header_image_video: { kind: 'video', video: { kind: 'youtube', id: 'x' } },
        },
        '/regios/zwolle',
      ),
    ).toEqual({ title: 'Regio Zwolle', intro: '', url: '/regios/zwolle', image: null });
    expect(toRegionIntro({ title: 'Regio X', field_header_image_video: { url: '/b/x.jpg' } })?.image?.url).toBe(
      '/b/x.jpg',
    );
    expect(toRegionIntro(null)).toBeNull();
    expect(toRegionIntro({ nid: 3 })).toBeNull();
  });
});
