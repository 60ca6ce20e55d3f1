// The <documents> file DokSkenas exports for Apskaita5 (schema: documents.xsd next to the project).
// Plain XmlSerializer classes: unknown elements are ignored and element order does not matter.
using System;
using System.Collections.Generic;
using System.IO;
using System.Xml.Serialization;

namespace DokSkenas.Apskaita5
{
    [XmlRoot("documents")]
    public sealed class DocumentsFile
    {
        [XmlElement("document")]
        public List<DocumentRecord> Documents = new List<DocumentRecord>();

        public static DocumentsFile Read(Stream stream)
        {
            try
            {
                return (DocumentsFile)new XmlSerializer(typeof(DocumentsFile)).Deserialize(stream);
            }
            catch (InvalidOperationException e)
            {
                var reason = e.InnerException != null ? e.InnerException.Message : e.Message;
                throw new FormatException("Failas nėra DokSkenas eksportas Apskaita5 programai: " + reason, e);
            }
        }
    }

    public sealed class DocumentRecord
    {
        [XmlElement("id")] public string Id;
        [XmlElement("date", DataType = "date")] public DateTime Date;
        [XmlElement("operationdate", DataType = "date")] public DateTime OperationDate;
        [XmlIgnore] public bool OperationDateSpecified;
        [XmlElement("duedate", DataType = "date")] public DateTime DueDate;
        [XmlIgnore] public bool DueDateSpecified;
        [XmlElement("paymentterm")] public string PaymentTerm;
        [XmlElement("docnum")] public string DocumentNumber;
        [XmlElement("ordernum")] public string OrderNumber;
        [XmlElement("subtotal")] public decimal Subtotal;
        [XmlElement("vat")] public decimal Vat;
        [XmlElement("total")] public decimal Total;
        [XmlElement("currency")] public string Currency;
        [XmlElement("url")] public string Url;
        [XmlElement("filename")] public string FileName;
        [XmlElement("report2isaf")] public bool ReportToIsaf;
        [XmlElement("separatevat")] public bool SeparateVat;
        [XmlElement("sellerid")] public string SellerId;
        [XmlElement("sellercode")] public string SellerCode;
        [XmlElement("sellervat")] public string SellerVat;
        [XmlElement("sellername")] public string SellerName;
        [XmlElement("selleraddress")] public string SellerAddress;
        [XmlElement("sellerisperson")] public bool SellerIsPerson;
        [XmlElement("sellercountry")] public string SellerCountry;
        [XmlElement("selleriban")] public string SellerIban;
        [XmlElement("buyerid")] public string BuyerId;
        [XmlElement("buyercode")] public string BuyerCode;
        [XmlElement("buyervat")] public string BuyerVat;
        [XmlElement("buyername")] public string BuyerName;
        [XmlElement("buyeraddress")] public string BuyerAddress;
        [XmlElement("buyerisperson")] public bool BuyerIsPerson;
        [XmlElement("buyercountry")] public string BuyerCountry;
        [XmlElement("hasreceipt")] public bool HasReceipt;

        // DokSkenas extensions
        [XmlElement("optype")] public string OperationType;
        [XmlElement("docser")] public string Series;
        [XmlElement("currencyrate")] public decimal CurrencyRate;
        [XmlIgnore] public bool CurrencyRateSpecified;

        [XmlElement("line")]
        public List<LineRecord> Lines = new List<LineRecord>();

        /// <summary>Files from older exporters carry no optype: they are invoices received.</summary>
        public bool IsSale
        {
            get { return string.Equals(Values.Trimmed(OperationType), "pardavimas", StringComparison.OrdinalIgnoreCase); }
        }

        public string Describe()
        {
            return string.Format("{0:yyyy-MM-dd} Nr. {1} ({2})", Date, DocumentNumber,
                IsSale ? BuyerName : SellerName);
        }
    }

    public sealed class LineRecord
    {
        [XmlElement("subtotal")] public decimal Subtotal;
        [XmlElement("vat")] public decimal Vat;
        [XmlElement("vatpercent")] public decimal VatPercent;
        [XmlElement("total")] public decimal Total;
        [XmlElement("code")] public string Code;
        [XmlElement("name")] public string Name;
        [XmlElement("vatclass")] public string VatClass;

        // DokSkenas extensions
        [XmlElement("lineid")] public string LineId;
        [XmlElement("quantity")] public decimal Quantity;
        [XmlIgnore] public bool QuantitySpecified;
        [XmlElement("unit")] public string Unit;
        [XmlElement("price")] public decimal Price;
        [XmlIgnore] public bool PriceSpecified;
    }

    internal static class Values
    {
        public static string Trimmed(string value) => value == null ? string.Empty : value.Trim();

        public static bool IsBlank(string value) => Trimmed(value).Length == 0;
    }
}
