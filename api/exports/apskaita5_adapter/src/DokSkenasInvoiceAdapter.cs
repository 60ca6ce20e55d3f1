// Apskaita5 invoice adapters for DokSkenas exports: one for invoices received (purchases), one for
// invoices made (sales). Apskaita5 loads every public, non-abstract IInvoiceAdapter it finds in
// InvoiceAdapters\<folder>\A5Plugin.dll, so both appear in its invoice import form.
using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using ApskaitaObjects.Extensibility;
using ApskaitaObjects.HelperLists;
using InvoiceInfo;

namespace DokSkenas.Apskaita5
{
    public sealed class DokSkenasReceivedInvoicesAdapter : DokSkenasInvoiceAdapter
    {
        public override bool ForInvoicesMade => false;

        public override string ToString() => "DokSkenas: gautos sąskaitos (pirkimai)";
    }

    public sealed class DokSkenasMadeInvoicesAdapter : DokSkenasInvoiceAdapter
    {
        public override bool ForInvoicesMade => true;

        public override string ToString() => "DokSkenas: išrašytos sąskaitos (pardavimai)";
    }

    public abstract class DokSkenasInvoiceAdapter : IInvoiceAdapter
    {
        public abstract bool ForInvoicesMade { get; }

        public string IdPrefix => "dokskenas";

        public string FileExtension => "xml";

        // Every DokSkenas line has a name.
        public bool RequiresDefaultLineContent => false;

        // A line whose code is neither a service nor an account is booked to the account chosen
        // in the import form instead of stopping the whole import.
        public bool RequiresDefaultAccount => true;

        public List<InvoiceInfo.InvoiceInfo> LoadInvoices(Stream dataStream, string companyCode,
            string invoiceIdPrefix, long defaultAccount, long defaultVatAccount,
            VatDeclarationSchemaInfo defaultVatSchema, string defaultContent, string defaultLineContent,
            string defaultMeasureUnit, bool allowNullVatSchema, IList<AccountInfo> accountLookup,
            IList<VatDeclarationSchemaInfo> vatSchemaLookup, IList<ServiceInfo> serviceLookup)
        {
            if (dataStream == null) throw new ArgumentNullException(nameof(dataStream));
            if (accountLookup == null) throw new ArgumentNullException(nameof(accountLookup));
            if (vatSchemaLookup == null) throw new ArgumentNullException(nameof(vatSchemaLookup));
            if (serviceLookup == null) throw new ArgumentNullException(nameof(serviceLookup));
            if (Values.IsBlank(companyCode)) throw new ArgumentNullException(nameof(companyCode));

            var context = new ImportContext
            {
                ForInvoicesMade = ForInvoicesMade,
                DefaultAccount = defaultAccount,
                DefaultVatAccount = defaultVatAccount,
                DefaultVatSchema = defaultVatSchema,
                AllowNullVatSchema = allowNullVatSchema,
                DefaultContent = defaultContent ?? string.Empty,
                DefaultLineContent = defaultLineContent ?? string.Empty,
                DefaultMeasureUnit = defaultMeasureUnit ?? string.Empty,
                Accounts = accountLookup,
                VatSchemas = vatSchemaLookup,
                Services = serviceLookup,
            };
            var prefix = Values.Trimmed(invoiceIdPrefix);
            var ownCode = companyCode.Trim();
            var result = new List<InvoiceInfo.InvoiceInfo>();
            foreach (var document in DocumentsFile.Read(dataStream).Documents)
            {
                // A file may hold purchases and sales of several companies: take this company's own.
                if (document.IsSale != ForInvoicesMade) continue;
                var own = ForInvoicesMade ? document.SellerCode : document.BuyerCode;
                if (Values.Trimmed(own) != ownCode) continue;
                if (Values.IsBlank(document.Id))
                    throw new InvalidDataException("Dokumentas be ID: " + document.Describe());
                result.Add(InvoiceMapper.Map(document, prefix, context));
            }
            return result;
        }
    }

    internal sealed class ImportContext
    {
        public bool ForInvoicesMade;
        public long DefaultAccount;
        public long DefaultVatAccount;
        public VatDeclarationSchemaInfo DefaultVatSchema;
        public bool AllowNullVatSchema;
        public string DefaultContent;
        public string DefaultLineContent;
        public string DefaultMeasureUnit;
        public IList<AccountInfo> Accounts;
        public IList<VatDeclarationSchemaInfo> VatSchemas;
        public IList<ServiceInfo> Services;
    }

    internal static class InvoiceMapper
    {
        public static InvoiceInfo.InvoiceInfo Map(DocumentRecord document, string idPrefix, ImportContext context)
        {
            if (document.Lines.Count == 0)
                throw new InvalidDataException("Dokumentas be eilučių: " + document.Describe());
            var invoice = new InvoiceInfo.InvoiceInfo
            {
                ID = idPrefix + document.Id.Trim(),
                Date = document.Date,
                FullNumber = Values.Trimmed(document.DocumentNumber),
                Content = context.DefaultContent,
                CurrencyCode = Values.Trimmed(document.Currency).ToUpperInvariant(),
                LanguageCode = "LT",
                Payer = MapCounterparty(document, context.ForInvoicesMade),
                CommentsInternal = Comments(document),
                Sum = decimal.ToDouble(document.Subtotal),
                SumVat = decimal.ToDouble(document.Vat),
                SumTotal = decimal.ToDouble(document.Total),
            };
            if (document.CurrencyRateSpecified && document.CurrencyRate > 0)
                invoice.CurrencyRate = decimal.ToDouble(document.CurrencyRate);
            if (context.ForInvoicesMade)
            {
                invoice.Serial = Series(document);
                invoice.Number = SequentialNumber(document, invoice.Serial);
            }
            foreach (var line in document.Lines)
                invoice.InvoiceItems.Add(MapLine(document, line, context));
            return invoice;
        }

        private static ClientInfo MapCounterparty(DocumentRecord document, bool sale)
        {
            var code = sale ? document.BuyerCode : document.SellerCode;
            var name = sale ? document.BuyerName : document.SellerName;
            if (Values.IsBlank(code))
                throw new InvalidDataException("Nenurodytas kontrahento kodas: " + document.Describe());
            if (Values.IsBlank(name))
                throw new InvalidDataException("Nenurodytas kontrahento pavadinimas: " + document.Describe());
            return new ClientInfo
            {
                Code = code.Trim(),
                Name = name.Trim(),
                CodeVAT = Values.Trimmed(sale ? document.BuyerVat : document.SellerVat),
                Address = Values.Trimmed(sale ? document.BuyerAddress : document.SellerAddress),
                CountryCode = Values.Trimmed(sale ? document.BuyerCountry : document.SellerCountry)
                    .ToUpperInvariant(),
                BankAccount = sale ? string.Empty : Values.Trimmed(document.SellerIban),
                IsNaturalPerson = sale ? document.BuyerIsPerson : document.SellerIsPerson,
                IsClient = sale,
                IsSupplier = !sale,
                CurrencyCode = Values.Trimmed(document.Currency).ToUpperInvariant(),
                LanguageCode = "LT",
            };
        }

        private static string Comments(DocumentRecord document)
        {
            var parts = new List<string>();
            if (document.DueDateSpecified)
                parts.Add(string.Format("Apmokėjimo terminas - {0:yyyy-MM-dd}.", document.DueDate));
            if (!Values.IsBlank(document.OrderNumber))
                parts.Add("Užsakymo Nr. " + document.OrderNumber.Trim() + ".");
            if (!document.ReportToIsaf) parts.Add("Neteikiama ISAF.");
            if (document.HasReceipt) parts.Add("Apmokėta grynaisiais.");
            if (!Values.IsBlank(document.FileName))
                parts.Add("DokSkenas failas: " + document.FileName.Trim() + ".");
            return string.Join(" ", parts.ToArray());
        }

        private static string Series(DocumentRecord document)
        {
            var series = Values.Trimmed(document.Series);
            if (series.Length > 0) return series;
            var number = Values.Trimmed(document.DocumentNumber);
            var letters = 0;
            while (letters < number.Length && char.IsLetter(number[letters])) letters++;
            return number.Substring(0, letters);
        }

        /// <summary>Apskaita5 numbers invoices made with an integer within their series.</summary>
        private static int SequentialNumber(DocumentRecord document, string series)
        {
            var number = Values.Trimmed(document.DocumentNumber);
            if (series.Length > 0 && number.StartsWith(series, StringComparison.OrdinalIgnoreCase))
                number = number.Substring(series.Length);
            var digits = new System.Text.StringBuilder();
            foreach (var c in number)
                if (char.IsDigit(c)) digits.Append(c);
            int value;
            if (digits.Length == 0 || !int.TryParse(digits.ToString(), NumberStyles.None,
                    CultureInfo.InvariantCulture, out value))
                throw new InvalidDataException("Sąskaitos numeris turi būti sveikasis skaičius serijoje: "
                    + document.Describe());
            return value;
        }

        private static InvoiceItemInfo MapLine(DocumentRecord document, LineRecord line, ImportContext context)
        {
            var code = Values.Trimmed(line.Code);
            var service = FindService(code, context.Services);
            var item = new InvoiceItemInfo
            {
                Sum = decimal.ToDouble(line.Subtotal),
                SumVat = decimal.ToDouble(line.Vat),
                SumTotal = decimal.ToDouble(line.Total),
                VatRate = decimal.ToDouble(line.VatPercent),
                ServiceCode = service != null ? service.Code : string.Empty,
            };
            // Amount stays positive; a credit note's sign lives in the unit value.
            var quantity = line.QuantitySpecified && line.Quantity != 0 ? Math.Abs(line.Quantity) : 1m;
            item.Ammount = decimal.ToDouble(quantity);
            item.UnitValue = decimal.ToDouble(Math.Round(line.Subtotal / quantity, 4, MidpointRounding.AwayFromZero));
            item.NameInvoice = FirstNonBlank(line.Name, service != null ? service.NameInvoice : null,
                context.DefaultLineContent);
            item.MeasureUnit = FirstNonBlank(line.Unit, service != null ? service.MeasureUnit : null,
                context.DefaultMeasureUnit);

            string schema;
            if (service != null)
            {
                item.AccountIncome = context.ForInvoicesMade ? service.AccountSales : service.AccountPurchase;
                var vatAccount = context.ForInvoicesMade ? service.AccountVatSales : service.AccountVatPurchase;
                item.AccountVat = vatAccount > 0 ? vatAccount : context.DefaultVatAccount;
                var serviceSchema = context.ForInvoicesMade
                    ? service.DeclarationSchemaSales
                    : service.DeclarationSchemaPurchase;
                schema = serviceSchema != null ? serviceSchema.ExternalCode : null;
                if (Values.IsBlank(schema)) schema = MatchVatSchema(line.VatClass, context);
            }
            else
            {
                item.AccountIncome = AccountFromCode(code, context);
                item.AccountVat = context.DefaultVatAccount;
                schema = MatchVatSchema(line.VatClass, context);
            }
            if (item.AccountIncome < 1)
                throw new InvalidDataException(string.Format(
                    "Eilutei „{0}“ nerasta sąskaita (kodas {1}): {2}", line.Name, code, document.Describe()));
            if (!context.AllowNullVatSchema && Values.IsBlank(schema))
                throw new InvalidDataException(string.Format(
                    "Nerasta PVM schema, kurios mokesčio kodas {0}: {1}. Sukurkite PVM schemą su tokiu kodu.",
                    line.VatClass, document.Describe()));
            item.VatDDeclarationSchemaID = schema ?? string.Empty;
            return item;
        }

        private static ServiceInfo FindService(string code, IList<ServiceInfo> services)
        {
            if (code.Length == 0) return null;
            foreach (var service in services)
                if (string.Equals(service.Code, code, StringComparison.OrdinalIgnoreCase)) return service;
            return null;
        }

        private static long AccountFromCode(string code, ImportContext context)
        {
            long account;
            if (long.TryParse(code, NumberStyles.None, CultureInfo.InvariantCulture, out account))
                foreach (var known in context.Accounts)
                    if (known.ID == account) return account;
            return context.DefaultAccount;
        }

        /// <summary>VAT schemas are found by their tax code, which users name after the PVM code.</summary>
        private static string MatchVatSchema(string vatClass, ImportContext context)
        {
            var wanted = Values.Trimmed(vatClass);
            if (wanted.Length > 0)
                foreach (var schema in context.VatSchemas)
                    if (!Values.IsBlank(schema.ExternalCode)
                        && string.Equals(Values.Trimmed(schema.TaxCode), wanted, StringComparison.OrdinalIgnoreCase))
                        return schema.ExternalCode;
            return context.DefaultVatSchema != null ? context.DefaultVatSchema.ExternalCode : null;
        }

        private static string FirstNonBlank(params string[] values)
        {
            foreach (var value in values)
                if (!Values.IsBlank(value)) return value.Trim();
            return string.Empty;
        }
    }
}
